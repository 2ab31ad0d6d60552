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
  'messages.gift.item': '{name} · {price} Coins',
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
  'messages.toast.kiss': '{name} hat dir einen Kuss geschickt',
  'messages.toast.message': '{name} hat dir eine Nachricht geschickt',
  'messages.toast.present': '{name} hat dir ein Geschenk geschickt',
  'messages.toast.unknown': 'Du hast eine neue Nachricht',
  'messages.toast.wink': '{name} hat dir zugezwinkert',
} as const satisfies Record<string, string>;
