/** Dutch texts of this feature. */
import type { messages as de } from './de';

export const messages: Record<keyof typeof de, string> = {
  'messages.chat.delete': 'Chat verwijderen',
  'messages.chat.expired':
    'Deze chat is verlopen. Vernieuw hem voor {price} munten om verder te schrijven.',
  'messages.chat.label': 'Chat met {name}',
  'messages.chat.loading': 'Chat wordt geladen',
  'messages.chat.locked': 'Je kunt {name} in deze chat niet meer schrijven.',
  'messages.chat.new': 'Zeg hallo tegen {name}! Een knipoog of een cadeau is een leuk begin.',
  'messages.chat.notFound.back': 'Alle chats',
  'messages.chat.notFound.text': 'Deze chat bestaat niet of is verwijderd.',
  'messages.chat.notFound.title': 'Chat niet gevonden',
  'messages.chat.older': 'Oudere berichten tonen',
  'messages.chat.renew': 'Herstellen voor {price} munten',
  'messages.error.expired': 'Deze chat is verlopen. Vernieuw hem om weer te schrijven.',
  'messages.error.failed': 'Dat is niet gelukt. Probeer het opnieuw.',
  'messages.error.favorite':
    'De favoriet kon niet worden opgeslagen. Probeer het later opnieuw of neem contact op met support.',
  'messages.error.priceChanged': 'De prijs is gewijzigd. Controleer hem en probeer het opnieuw.',
  'messages.gift.title': 'Cadeau sturen',
  'messages.hub.failed': 'Fout',
  'messages.iceBreaker.open': 'IJsbreker sturen',
  'messages.iceBreaker.title': 'Kies een vraag',
  'messages.kiss.sent': 'Je kus is onderweg 😘',
  'messages.list.empty.action': 'Mensen ontdekken',
  'messages.list.empty.text':
    'Like iemand in het matchspel of stuur een knipoog – je chats verschijnen hier.',
  'messages.list.empty.title': 'Nog geen berichten',
  'messages.list.failed.retry': 'Opnieuw proberen',
  'messages.list.failed.text': 'Controleer je verbinding en probeer het opnieuw.',
  'messages.list.failed.title': 'Je chats konden niet worden geladen',
  'messages.list.loading': 'Je chats worden geladen',
  'messages.pick.text': 'Kies een gesprek om het te lezen en te beantwoorden.',
  'messages.pick.title': 'Kies een chat',
  'messages.pictures.empty': "{name} heeft nog geen foto's die je kunt zien.",
  'messages.pictures.failed': "De foto's van {name} konden niet worden geladen.",
  'messages.pictures.loading': "Foto's worden geladen",
  'messages.pictures.open': "Foto's van {name}",
  'messages.pictures.title': "Foto's van {name}",
  'messages.toast.kiss': '{name} stuurde je een kus',
  'messages.toast.message': '{name} stuurde je een bericht',
  'messages.toast.present': '{name} stuurde je een cadeau',
  'messages.toast.unknown': 'Je hebt een nieuw bericht',
  'messages.toast.wink': '{name} gaf je een knipoog',
  'messages.favorite.set':
    '{name} is nu een van je favorieten. Dat kostte één ster; {stars, plural, =0 {je hebt er geen meer} one {je hebt nog # ster} other {je hebt nog # sterren}}.',
  'messages.favorite.unset':
    '{name} is geen favoriet meer. Dat kostte één ster; {stars, plural, =0 {je hebt er geen meer} one {je hebt nog # ster} other {je hebt nog # sterren}}.',
  'messages.stars.title': 'Favorieten kosten sterren',
  'messages.stars.text':
    'Chats die je als favoriet markeert, vind je snel met het filter ‘Favorieten’. Markeren of de markering weghalen kost telkens één ster. Sterren koop je met coins hier of in de shop.',
  'messages.stars.close': 'Niet nu',
  'messages.kindness.title': 'Weet je het zeker?',
  'messages.kindness.text':
    'Je bericht kan kwetsen. Zulke woorden maken een einde aan veel gesprekken. Toch versturen?',
  'messages.kindness.edit': 'Bericht aanpassen',
  'messages.kindness.send': 'Toch versturen',
  'messages.picture.show': 'Foto tonen',
  'messages.picture.sending': 'Foto wordt verstuurd',
  'messages.picture.heicUnsupported':
    'Deze browser kan geen HEIC-foto’s openen. Kies een JPEG- of PNG-foto, of zet je camera op ‘Meest compatibel’ (JPEG).',
  'messages.picture.denied':
    'Je browser weigerde de toegang tot je foto’s of camera. Sta het toe in de website-instellingen van je browser en probeer het opnieuw.',
  'messages.picture.unreadable':
    'Deze foto kon niet worden geopend. Kies een JPEG-, PNG- of WebP-foto.',
};
