/** English texts of this feature. */
import type { messages as de } from './de';

export const messages: Record<keyof typeof de, string> = {
  'messages.chat.delete': 'Delete chat',
  'messages.chat.expired': 'This chat has expired. Renew it for {price} coins to keep writing.',
  'messages.chat.label': 'Chat with {name}',
  'messages.chat.loading': 'Loading the chat',
  'messages.chat.locked': 'You can no longer write to {name} in this chat.',
  'messages.chat.new': 'Say hello to {name}! A wink or a gift is a nice way to start.',
  'messages.chat.notFound.back': 'All chats',
  'messages.chat.notFound.text': 'This chat does not exist or was deleted.',
  'messages.chat.notFound.title': 'Chat not found',
  'messages.chat.older': 'Show older messages',
  'messages.chat.renew': 'Restore for {price} coins',
  'messages.error.expired': 'This chat has expired. Renew it to write again.',
  'messages.error.failed': 'That did not work. Please try again.',
  'messages.error.favorite':
    'The favourite could not be saved. Please try again later or contact support.',
  'messages.error.priceChanged': 'The price has changed. Please check it and try again.',
  'messages.gift.title': 'Send a gift',
  'messages.hub.failed': 'Error',
  'messages.iceBreaker.open': 'Send an icebreaker',
  'messages.iceBreaker.title': 'Pick a question',
  'messages.kiss.sent': 'Your kiss is on its way 😘',
  'messages.list.empty.action': 'Discover people',
  'messages.list.empty.text':
    'Like someone in the match game or send a wink – your chats will show up here.',
  'messages.list.empty.title': 'No messages yet',
  'messages.list.failed.retry': 'Try again',
  'messages.list.failed.text': 'Check your connection and try again.',
  'messages.list.failed.title': 'Your chats could not be loaded',
  'messages.list.loading': 'Loading your chats',
  'messages.pick.text': 'Choose a conversation to read and answer it.',
  'messages.pick.title': 'Pick a chat',
  'messages.pictures.empty': '{name} has no pictures you can see yet.',
  'messages.pictures.failed': "{name}'s pictures could not be loaded.",
  'messages.pictures.loading': 'Loading the pictures',
  'messages.pictures.open': "{name}'s pictures",
  'messages.pictures.title': "{name}'s pictures",
  'messages.toast.kiss': '{name} sent you a kiss',
  'messages.toast.message': '{name} sent you a message',
  'messages.toast.present': '{name} sent you a gift',
  'messages.toast.unknown': 'You have a new message',
  'messages.toast.wink': '{name} sent you a wink',
  'messages.favorite.set':
    '{name} is now one of your favourites. That cost one star; {stars, plural, =0 {you have none left} one {you have # star left} other {you have # stars left}}.',
  'messages.favorite.unset':
    '{name} is no longer one of your favourites. That cost one star; {stars, plural, =0 {you have none left} one {you have # star left} other {you have # stars left}}.',
  'messages.stars.title': 'Favourites cost stars',
  'messages.stars.text':
    'Chats marked as favourite are quick to find with the Favorites filter. Setting or removing the mark costs one star each time. Get stars for coins here or in the shop.',
  'messages.stars.close': 'Not now',
  'messages.kindness.title': 'Are you sure?',
  'messages.kindness.text':
    'Your message may hurt. Words like that end many conversations. Send it anyway?',
  'messages.kindness.edit': 'Edit message',
  'messages.kindness.send': 'Send anyway',
  'messages.picture.show': 'Show picture',
  'messages.picture.sending': 'Sending picture',
  'messages.picture.heicUnsupported':
    'This browser cannot open HEIC pictures. Please choose a JPEG or PNG picture, or set your camera to “Most compatible” (JPEG).',
  'messages.picture.denied':
    'Your browser refused access to your pictures or camera. Allow it in the browser’s site settings and try again.',
  'messages.picture.unreadable':
    'This picture could not be opened. Please choose a JPEG, PNG or WebP picture.',
};
