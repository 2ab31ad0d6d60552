/** Italian texts of this feature. */
import type { messages as de } from './de';

export const messages: Record<keyof typeof de, string> = {
  'messages.chat.delete': 'Elimina chat',
  'messages.chat.expired':
    'Questa chat è scaduta. Rinnovala per {price} monete per continuare a scrivere.',
  'messages.chat.label': 'Chat con {name}',
  'messages.chat.loading': 'Caricamento della chat',
  'messages.chat.locked': 'Non puoi più scrivere a {name} in questa chat.',
  'messages.chat.new': 'Saluta {name}! Un occhiolino o un regalo sono un bel modo per iniziare.',
  'messages.chat.notFound.back': 'Tutte le chat',
  'messages.chat.notFound.text': 'Questa chat non esiste o è stata eliminata.',
  'messages.chat.notFound.title': 'Chat non trovata',
  'messages.chat.older': 'Mostra messaggi precedenti',
  'messages.chat.renew': 'Ripristina per {price} monete',
  'messages.error.expired': 'Questa chat è scaduta. Rinnovala per scrivere di nuovo.',
  'messages.error.failed': 'Non ha funzionato. Riprova.',
  'messages.error.favorite':
    "Il preferito non è stato salvato. Riprova più tardi o contatta l'assistenza.",
  'messages.error.priceChanged': 'Il prezzo è cambiato. Controllalo e riprova.',
  'messages.gift.title': 'Invia un regalo',
  'messages.hub.failed': 'Errore',
  'messages.iceBreaker.open': 'Invia un rompighiaccio',
  'messages.iceBreaker.title': 'Scegli una domanda',
  'messages.kiss.sent': 'Il tuo bacio è in arrivo 😘',
  'messages.list.empty.action': 'Scopri persone',
  'messages.list.empty.text':
    'Metti like a qualcuno nel gioco dei match o invia un occhiolino – le tue chat appariranno qui.',
  'messages.list.empty.title': 'Ancora nessun messaggio',
  'messages.list.failed.retry': 'Riprova',
  'messages.list.failed.text': 'Controlla la connessione e riprova.',
  'messages.list.failed.title': 'Non è stato possibile caricare le tue chat',
  'messages.list.loading': 'Caricamento delle tue chat',
  'messages.pick.text': 'Scegli una conversazione per leggerla e rispondere.',
  'messages.pick.title': 'Scegli una chat',
  'messages.pictures.empty': '{name} non ha ancora foto che puoi vedere.',
  'messages.pictures.failed': 'Non è stato possibile caricare le foto di {name}.',
  'messages.pictures.loading': 'Caricamento delle foto',
  'messages.pictures.open': 'Foto di {name}',
  'messages.pictures.title': 'Foto di {name}',
  'messages.toast.kiss': '{name} ti ha mandato un bacio',
  'messages.toast.message': '{name} ti ha mandato un messaggio',
  'messages.toast.present': '{name} ti ha mandato un regalo',
  'messages.toast.unknown': 'Hai un nuovo messaggio',
  'messages.toast.wink': "{name} ti ha fatto l'occhiolino",
  'messages.favorite.set':
    '{name} ora è tra i tuoi preferiti. È costato una stella; {stars, plural, =0 {non te ne restano} one {te ne resta #} other {te ne restano #}}.',
  'messages.favorite.unset':
    '{name} non è più tra i tuoi preferiti. È costato una stella; {stars, plural, =0 {non te ne restano} one {te ne resta #} other {te ne restano #}}.',
  'messages.stars.title': 'I preferiti costano stelle',
  'messages.stars.text':
    'Le chat segnate come preferite si trovano subito con il filtro “Preferiti”. Aggiungere o togliere il segno costa una stella ogni volta. Ottieni stelle con i coin qui o nello shop.',
  'messages.stars.close': 'Non ora',
  'messages.kindness.title': 'Ci hai pensato bene?',
  'messages.kindness.text':
    'Il tuo messaggio potrebbe ferire. Parole così mettono fine a tante conversazioni. Inviarlo comunque?',
  'messages.kindness.edit': 'Modifica il messaggio',
  'messages.kindness.send': 'Invia comunque',
  'messages.picture.show': 'Mostra la foto',
  'messages.picture.sending': 'Invio della foto',
  'messages.picture.heicUnsupported':
    'Questo browser non può aprire le foto HEIC. Scegli una foto JPEG o PNG, oppure imposta la fotocamera su “Più compatibile” (JPEG).',
  'messages.picture.denied':
    'Il browser ha negato l’accesso alle tue foto o alla fotocamera. Consentilo nelle impostazioni del sito del browser e riprova.',
  'messages.picture.unreadable':
    'Non è stato possibile aprire questa foto. Scegli una foto JPEG, PNG o WebP.',
};
