/** What every domain needs to know about a member: reading one and showing one. */
export { lockMember, ownUser, requireSelf } from './member';
export { isNewsletterToken, newsletterToken } from './newsletter-token';
export {
  findActiveUser,
  galleryOf,
  inGoodStanding,
  isGalleryImage,
  isUuid,
  latestVerificationOf,
  loadUser,
  profileImageOf,
} from './queries';
export { type Residence, type ResidenceInput, resolveResidence } from './residence';
export {
  birthdateOf,
  defaultSearchGender,
  hasActivePremium,
  isNewMember,
  isOnline,
  nextWheelSpinAt,
  onlineWindowMs,
  profileTraits,
  toCoinInfo,
  toStoredBirthdate,
  toUser,
  toUserImage,
  type UserViewExtras,
} from './user-view';
