/** Swedish texts of this feature. */
import type { messages as de } from './de';

export const messages: Record<keyof typeof de, string> = {
  'messages.chat.delete': 'Radera chatt',
  'messages.chat.expired':
    'Den här chatten har gått ut. Förnya den för {price} mynt för att fortsätta skriva.',
  'messages.chat.label': 'Chatt med {name}',
  'messages.chat.loading': 'Chatten laddas',
  'messages.chat.locked': 'Du kan inte längre skriva till {name} i den här chatten.',
  'messages.chat.new': 'Säg hej till {name}! En blinkning eller en present är en fin start.',
  'messages.chat.notFound.back': 'Alla chattar',
  'messages.chat.notFound.text': 'Den här chatten finns inte eller har raderats.',
  'messages.chat.notFound.title': 'Chatten hittades inte',
  'messages.chat.older': 'Visa äldre meddelanden',
  'messages.chat.renew': 'Återställ för {price} mynt',
  'messages.error.expired': 'Den här chatten har gått ut. Förnya den för att skriva igen.',
  'messages.error.failed': 'Det fungerade inte. Försök igen.',
  'messages.error.favorite':
    'Favoriten kunde inte sparas. Försök igen senare eller kontakta supporten.',
  'messages.error.priceChanged': 'Priset har ändrats. Kontrollera det och försök igen.',
  'messages.gift.title': 'Skicka en present',
  'messages.hub.failed': 'Fel',
  'messages.iceBreaker.open': 'Skicka en isbrytare',
  'messages.iceBreaker.title': 'Välj en fråga',
  'messages.kiss.sent': 'Din puss är på väg 😘',
  'messages.list.empty.action': 'Upptäck personer',
  'messages.list.empty.text':
    'Gilla någon i matchspelet eller skicka en blinkning – dina chattar visas här.',
  'messages.list.empty.title': 'Inga meddelanden än',
  'messages.list.failed.retry': 'Försök igen',
  'messages.list.failed.text': 'Kontrollera din anslutning och försök igen.',
  'messages.list.failed.title': 'Dina chattar kunde inte laddas',
  'messages.list.loading': 'Dina chattar laddas',
  'messages.pick.text': 'Välj en konversation för att läsa och svara.',
  'messages.pick.title': 'Välj en chatt',
  'messages.pictures.empty': '{name} har inga bilder som du kan se än.',
  'messages.pictures.failed': 'Bilderna på {name} kunde inte laddas.',
  'messages.pictures.loading': 'Bilderna laddas',
  'messages.pictures.open': 'Bilder på {name}',
  'messages.pictures.title': 'Bilder på {name}',
  'messages.toast.kiss': '{name} skickade en kyss',
  'messages.toast.message': '{name} skickade ett meddelande',
  'messages.toast.present': '{name} skickade en present',
  'messages.toast.unknown': 'Du har ett nytt meddelande',
  'messages.toast.wink': '{name} blinkade åt dig',
  'messages.favorite.set':
    '{name} är nu en av dina favoriter. Det kostade en stjärna; {stars, plural, =0 {du har inga kvar} one {du har # stjärna kvar} other {du har # stjärnor kvar}}.',
  'messages.favorite.unset':
    '{name} är inte längre en av dina favoriter. Det kostade en stjärna; {stars, plural, =0 {du har inga kvar} one {du har # stjärna kvar} other {du har # stjärnor kvar}}.',
  'messages.stars.title': 'Favoriter kostar stjärnor',
  'messages.stars.text':
    'Chattar som du markerar som favorit hittar du snabbt med filtret Favoriter. Att sätta eller ta bort markeringen kostar en stjärna varje gång. Skaffa stjärnor för mynt här eller i butiken.',
  'messages.stars.close': 'Inte nu',
  'messages.kindness.title': 'Är du säker?',
  'messages.kindness.text':
    'Ditt meddelande kan såra. Sådana ord sätter stopp för många samtal. Skicka det ändå?',
  'messages.kindness.edit': 'Redigera meddelandet',
  'messages.kindness.send': 'Skicka ändå',
  'messages.picture.show': 'Visa bild',
  'messages.picture.sending': 'Skickar bild',
  'messages.picture.heicUnsupported':
    'Den här webbläsaren kan inte öppna HEIC-bilder. Välj en JPEG- eller PNG-bild, eller ställ in kameran på ”Mest kompatibel” (JPEG).',
  'messages.picture.denied':
    'Din webbläsare nekade åtkomst till dina bilder eller kameran. Tillåt det i webbläsarens webbplatsinställningar och försök igen.',
  'messages.picture.unreadable': 'Bilden kunde inte öppnas. Välj en JPEG-, PNG- eller WebP-bild.',
};
