/** Danish texts of this feature. */
import type { messages as de } from './de';

export const messages: Record<keyof typeof de, string> = {
  'messages.chat.delete': 'Slet chat',
  'messages.chat.expired':
    'Denne chat er udløbet. Forny den for {price} mønter for at skrive videre.',
  'messages.chat.label': 'Chat med {name}',
  'messages.chat.loading': 'Chatten indlæses',
  'messages.chat.locked': 'Du kan ikke længere skrive til {name} i denne chat.',
  'messages.chat.new': 'Sig hej til {name}! Et blink eller en gave er en god start.',
  'messages.chat.notFound.back': 'Alle chats',
  'messages.chat.notFound.text': 'Denne chat findes ikke eller er slettet.',
  'messages.chat.notFound.title': 'Chat ikke fundet',
  'messages.chat.older': 'Vis ældre beskeder',
  'messages.chat.renew': 'Gendan for {price} mønter',
  'messages.error.expired': 'Denne chat er udløbet. Forny den for at skrive igen.',
  'messages.error.failed': 'Det lykkedes ikke. Prøv igen.',
  'messages.error.favorite':
    'Favoritten kunne ikke gemmes. Prøv igen senere eller kontakt support.',
  'messages.error.priceChanged': 'Prisen er ændret. Tjek den og prøv igen.',
  'messages.gift.title': 'Send en gave',
  'messages.hub.failed': 'Fejl',
  'messages.iceBreaker.open': 'Send en isbryder',
  'messages.iceBreaker.title': 'Vælg et spørgsmål',
  'messages.kiss.sent': 'Dit kys er på vej 😘',
  'messages.list.empty.action': 'Opdag folk',
  'messages.list.empty.text':
    'Like nogen i match-spillet eller send et blink – dine chats vises her.',
  'messages.list.empty.title': 'Ingen beskeder endnu',
  'messages.list.failed.retry': 'Prøv igen',
  'messages.list.failed.text': 'Tjek din forbindelse og prøv igen.',
  'messages.list.failed.title': 'Dine chats kunne ikke indlæses',
  'messages.list.loading': 'Dine chats indlæses',
  'messages.pick.text': 'Vælg en samtale for at læse og besvare den.',
  'messages.pick.title': 'Vælg en chat',
  'messages.pictures.empty': '{name} har endnu ingen billeder, du kan se.',
  'messages.pictures.failed': 'Billederne af {name} kunne ikke indlæses.',
  'messages.pictures.loading': 'Billederne indlæses',
  'messages.pictures.open': 'Billeder af {name}',
  'messages.pictures.title': 'Billeder af {name}',
  'messages.toast.kiss': '{name} sendte dig et kys',
  'messages.toast.message': '{name} sendte dig en besked',
  'messages.toast.present': '{name} sendte dig en gave',
  'messages.toast.unknown': 'Du har en ny besked',
  'messages.toast.wink': '{name} blinkede til dig',
  'messages.favorite.set':
    '{name} er nu en af dine favoritter. Det kostede en stjerne; {stars, plural, =0 {du har ingen tilbage} one {du har # stjerne tilbage} other {du har # stjerner tilbage}}.',
  'messages.favorite.unset':
    '{name} er ikke længere en af dine favoritter. Det kostede en stjerne; {stars, plural, =0 {du har ingen tilbage} one {du har # stjerne tilbage} other {du har # stjerner tilbage}}.',
  'messages.stars.title': 'Favoritter koster stjerner',
  'messages.stars.text':
    'Chats markeret som favorit finder du hurtigt med filteret Favoritter. Det koster en stjerne at sætte eller fjerne markeringen. Få stjerner for mønter her eller i shoppen.',
  'messages.stars.close': 'Ikke nu',
  'messages.kindness.title': 'Er du sikker?',
  'messages.kindness.text':
    'Din besked kan såre. Den slags ord sætter en stopper for mange samtaler. Send den alligevel?',
  'messages.kindness.edit': 'Ret beskeden',
  'messages.kindness.send': 'Send alligevel',
  'messages.picture.show': 'Vis billede',
  'messages.picture.sending': 'Sender billede',
  'messages.picture.heicUnsupported':
    'Denne browser kan ikke åbne HEIC-billeder. Vælg et JPEG- eller PNG-billede, eller indstil kameraet til “Mest kompatibel” (JPEG).',
  'messages.picture.denied':
    'Din browser nægtede adgang til dine billeder eller kameraet. Tillad det i browserens webstedsindstillinger, og prøv igen.',
  'messages.picture.unreadable':
    'Billedet kunne ikke åbnes. Vælg et JPEG-, PNG- eller WebP-billede.',
};
