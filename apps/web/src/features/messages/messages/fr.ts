/** French texts of this feature. */
import type { messages as de } from './de';

export const messages: Record<keyof typeof de, string> = {
  'messages.chat.delete': 'Supprimer la discussion',
  'messages.chat.expired':
    'Cette discussion a expiré. Renouvelle-la pour {price} pièces pour continuer à écrire.',
  'messages.chat.label': 'Discussion avec {name}',
  'messages.chat.loading': 'Chargement de la discussion',
  'messages.chat.locked': 'Tu ne peux plus écrire à {name} dans cette discussion.',
  'messages.chat.new': "Dis bonjour à {name} ! Un clin d'œil ou un cadeau, c'est un bon début.",
  'messages.chat.notFound.back': 'Toutes les discussions',
  'messages.chat.notFound.text': "Cette discussion n'existe pas ou a été supprimée.",
  'messages.chat.notFound.title': 'Discussion introuvable',
  'messages.chat.older': 'Afficher les messages plus anciens',
  'messages.chat.renew': 'Restaurer pour {price} pièces',
  'messages.error.expired': 'Cette discussion a expiré. Renouvelle-la pour écrire à nouveau.',
  'messages.error.failed': "Cela n'a pas fonctionné. Réessaie.",
  'messages.error.favorite':
    "Le favori n'a pas pu être enregistré. Réessaie plus tard ou contacte le support.",
  'messages.error.priceChanged': 'Le prix a changé. Vérifie-le et réessaie.',
  'messages.gift.title': 'Envoyer un cadeau',
  'messages.hub.failed': 'Erreur',
  'messages.iceBreaker.open': 'Envoyer un brise-glace',
  'messages.iceBreaker.title': 'Choisis une question',
  'messages.kiss.sent': 'Ton bisou est en route 😘',
  'messages.list.empty.action': 'Découvrir des gens',
  'messages.list.empty.text':
    "Like quelqu'un dans le jeu de match ou envoie un clin d'œil – tes discussions apparaîtront ici.",
  'messages.list.empty.title': 'Pas encore de messages',
  'messages.list.failed.retry': 'Réessayer',
  'messages.list.failed.text': 'Vérifie ta connexion et réessaie.',
  'messages.list.failed.title': "Tes discussions n'ont pas pu être chargées",
  'messages.list.loading': 'Chargement de tes discussions',
  'messages.pick.text': 'Choisis une conversation pour la lire et y répondre.',
  'messages.pick.title': 'Choisis une discussion',
  'messages.pictures.empty': "{name} n'a pas encore de photos que tu peux voir.",
  'messages.pictures.failed': "Les photos de {name} n'ont pas pu être chargées.",
  'messages.pictures.loading': 'Chargement des photos',
  'messages.pictures.open': 'Photos de {name}',
  'messages.pictures.title': 'Photos de {name}',
  'messages.toast.kiss': "{name} t'a envoyé un bisou",
  'messages.toast.message': "{name} t'a envoyé un message",
  'messages.toast.present': "{name} t'a envoyé un cadeau",
  'messages.toast.unknown': 'Tu as un nouveau message',
  'messages.toast.wink': "{name} t'a fait un clin d'œil",
  'messages.favorite.set':
    '{name} fait maintenant partie de vos favoris. Cela a coûté une étoile ; {stars, plural, =0 {il ne vous en reste aucune} one {il vous reste # étoile} other {il vous reste # étoiles}}.',
  'messages.favorite.unset':
    '{name} ne fait plus partie de vos favoris. Cela a coûté une étoile ; {stars, plural, =0 {il ne vous en reste aucune} one {il vous reste # étoile} other {il vous reste # étoiles}}.',
  'messages.stars.title': 'Les favoris coûtent des étoiles',
  'messages.stars.text':
    'Les discussions marquées comme favorites se retrouvent vite avec le filtre « Favoris ». Ajouter ou retirer la marque coûte une étoile à chaque fois. Obtenez des étoiles contre des coins ici ou dans la boutique.',
  'messages.stars.close': 'Pas maintenant',
  'messages.kindness.title': 'Tu es sûr·e ?',
  'messages.kindness.text':
    'Ton message pourrait blesser. Ce genre de mots met fin à bien des conversations. L’envoyer quand même ?',
  'messages.kindness.edit': 'Modifier le message',
  'messages.kindness.send': 'Envoyer quand même',
  'messages.picture.show': 'Afficher la photo',
  'messages.picture.sending': 'Envoi de la photo',
  'messages.picture.heicUnsupported':
    'Ce navigateur ne peut pas ouvrir les photos HEIC. Choisissez une photo JPEG ou PNG, ou réglez votre appareil photo sur « Le plus compatible » (JPEG).',
  'messages.picture.denied':
    'Votre navigateur a refusé l’accès à vos photos ou à la caméra. Autorisez-le dans les paramètres du site de votre navigateur et réessayez.',
  'messages.picture.unreadable':
    'Cette photo n’a pas pu être ouverte. Choisissez une photo JPEG, PNG ou WebP.',
};
