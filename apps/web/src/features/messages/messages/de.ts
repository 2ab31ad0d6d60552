/** German texts of this feature (the source of its keys; every key starts with "messages."). */
export const messages = {
  'messages.chat.delete': 'Chat löschen',
  'messages.chat.expired':
    'Dieser Chat ist abgelaufen. Erneuere ihn für {price} Coins, um weiterzuschreiben.',
  'messages.chat.label': 'Chat mit {name}',
  'messages.chat.loading': 'Chat wird geladen',
  'messages.chat.locked': 'Du kannst {name} in diesem Chat nicht mehr schreiben.',
  'messages.chat.new':
    'Sag Hallo zu {name}! Ein Zwinkern oder ein Geschenk ist ein schöner Anfang.',
  'messages.chat.notFound.back': 'Alle Chats',
  'messages.chat.notFound.text': 'Diesen Chat gibt es nicht oder er wurde gelöscht.',
  'messages.chat.notFound.title': 'Chat nicht gefunden',
  'messages.chat.older': 'Ältere Nachrichten anzeigen',
  'messages.chat.renew': 'Für {price} Coins wiederherstellen',
  'messages.error.expired': 'Dieser Chat ist abgelaufen. Erneuere ihn, um wieder zu schreiben.',
  'messages.error.failed': 'Das hat nicht geklappt. Bitte versuche es erneut.',
  'messages.error.favorite':
    'Der Favorit konnte nicht gespeichert werden. Bitte versuche es später erneut oder kontaktiere den Support.',
  'messages.error.priceChanged':
    'Der Preis hat sich geändert. Bitte prüfe ihn und versuche es erneut.',
  'messages.gift.title': 'Geschenk senden',
  'messages.hub.failed': 'Fehler',
  'messages.iceBreaker.open': 'Eisbrecher senden',
  'messages.iceBreaker.title': 'Wähle eine Frage',
  'messages.kiss.sent': 'Dein Kuss ist unterwegs 😘',
  'messages.list.empty.action': 'Leute entdecken',
  'messages.list.empty.text':
    'Like jemanden im Match-Spiel oder sende ein Zwinkern – deine Chats erscheinen hier.',
  'messages.list.empty.title': 'Noch keine Nachrichten',
  'messages.list.failed.retry': 'Erneut versuchen',
  'messages.list.failed.text': 'Prüfe deine Verbindung und versuche es erneut.',
  'messages.list.failed.title': 'Deine Chats konnten nicht geladen werden',
  'messages.list.loading': 'Deine Chats werden geladen',
  'messages.pick.text': 'Wähle eine Unterhaltung, um sie zu lesen und zu beantworten.',
  'messages.pick.title': 'Wähle einen Chat',
  'messages.pictures.empty': '{name} hat noch keine Bilder, die du sehen kannst.',
  'messages.pictures.failed': 'Die Bilder von {name} konnten nicht geladen werden.',
  'messages.pictures.loading': 'Bilder werden geladen',
  'messages.pictures.open': 'Bilder von {name}',
  'messages.pictures.title': 'Bilder von {name}',
  'messages.toast.kiss': '{name} hat dir einen Kuss geschickt',
  'messages.toast.message': '{name} hat dir eine Nachricht geschickt',
  'messages.toast.present': '{name} hat dir ein Geschenk geschickt',
  'messages.toast.unknown': 'Du hast eine neue Nachricht',
  'messages.toast.wink': '{name} hat dir zugezwinkert',
  'messages.favorite.set':
    '{name} ist jetzt einer deiner Favoriten. Das hat einen Stern gekostet, {stars, plural, =0 {du hast keine mehr} one {du hast noch # Stern} other {du hast noch # Sterne}}.',
  'messages.favorite.unset':
    '{name} ist kein Favorit mehr. Das hat einen Stern gekostet, {stars, plural, =0 {du hast keine mehr} one {du hast noch # Stern} other {du hast noch # Sterne}}.',
  'messages.stars.title': 'Favoriten kosten Sterne',
  'messages.stars.text':
    'Als Favorit markierte Chats findest du schnell mit dem Filter „Favoriten“. Markieren und Entfernen kostet je einen Stern. Sterne bekommst du hier oder im Shop für Coins.',
  'messages.stars.close': 'Jetzt nicht',
  'messages.kindness.title': 'Bist du sicher?',
  'messages.kindness.text':
    'Deine Nachricht könnte verletzen. Solche Worte beenden viele Gespräche. Trotzdem senden?',
  'messages.kindness.edit': 'Nachricht bearbeiten',
  'messages.kindness.send': 'Trotzdem senden',
  'messages.picture.show': 'Bild anzeigen',
  'messages.picture.sending': 'Bild wird gesendet',
  'messages.picture.heicUnsupported':
    'HEIC-Bilder kann dieser Browser nicht öffnen. Wähle bitte ein JPEG- oder PNG-Bild oder stelle die Kamera auf „Maximale Kompatibilität“ (JPEG).',
  'messages.picture.denied':
    'Dein Browser hat den Zugriff auf deine Bilder oder die Kamera verweigert. Erlaube ihn in den Website-Einstellungen des Browsers und versuche es erneut.',
  'messages.picture.unreadable':
    'Dieses Bild konnte nicht geöffnet werden. Wähle bitte ein JPEG-, PNG- oder WebP-Bild.',
} as const satisfies Record<string, string>;
