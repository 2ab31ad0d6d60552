/** The chat: dialogs, how they look to each member, sending every kind of message, the hub's methods. */
export {
  deletedAtColumn,
  dialogOfPair,
  expiryAfter,
  favoriteColumn,
  isFavoriteOf,
  openDialog,
  partnerIdOf,
  requireOwnDialog,
  stateOf,
} from './dialogs';
export { readDialog, registerChatHubMethods } from './hub-methods';
export { announceMessage, type Payment, payWith, sendMessage } from './send';
export { dialogListOf, dialogViews, presentImageHref, toPresent } from './views';
