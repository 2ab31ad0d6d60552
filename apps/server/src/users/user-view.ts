/**
 * A users row as the member sees the own account (the contract's User). The row's exact
 * coordinates, password hash, provider subjects and marketing ids never leave this file.
 */
import {
  type CoinInfo,
  defaultCountry,
  type Gender,
  limits,
  type User,
  type UserImage,
} from '@amora/contract';
import type { UserImageRow, UserRow } from '../db/schema';
import { mediaHref } from '../media/pictures';

/** Seen within this long counts as online (sessions note a visit at most once a minute). */
export const onlineWindowMs = 5 * 60 * 1000;

export const isOnline = (row: Pick<UserRow, 'lastSeenAt'>, now = new Date()) =>
  row.lastSeenAt !== null && now.getTime() - row.lastSeenAt.getTime() <= onlineWindowMs;

export const hasActivePremium = (row: Pick<UserRow, 'premiumUntil'>, now = new Date()) =>
  row.premiumUntil !== null && row.premiumUntil.getTime() > now.getTime();

/** Joined within the spec's 14 days. */
export const isNewMember = (row: Pick<UserRow, 'createdAt'>, now = new Date()) =>
  now.getTime() - row.createdAt.getTime() < limits.newUserDays * 24 * 60 * 60 * 1000;

/** The wheel turns once per calendar day (UTC); null when a spin is available now. */
export const nextWheelSpinAt = (lastSpinAt: Date | null, now = new Date()): Date | null => {
  if (!lastSpinAt) return null;
  const next = new Date(lastSpinAt);
  next.setUTCHours(24, 0, 0, 0);
  return next.getTime() > now.getTime() ? next : null;
};

/** Without a sought gender given, a member seeks the other one. */
export const defaultSearchGender = (gender: Gender | null): Gender =>
  gender === 'male' ? 'female' : gender === 'female' ? 'male' : 'other';

/**
 * The stored form of the contract's birthdate (an ISO date-time): the calendar day as the member
 * picked it, without shifting it through a time zone.
 */
export const toStoredBirthdate = (birthdate: string) => birthdate.slice(0, 10);

/**
 * The contract's birthdate of a row. A social sign-up may come without one; it then reads as the
 * youngest allowed age at sign-up, the one value that keeps every age rule true.
 */
export const birthdateOf = (row: Pick<UserRow, 'birthdate' | 'createdAt'>): string => {
  if (row.birthdate) return `${row.birthdate}T00:00:00.000Z`;
  const youngest = new Date(row.createdAt);
  youngest.setUTCFullYear(youngest.getUTCFullYear() - limits.age.min);
  youngest.setUTCHours(0, 0, 0, 0);
  return youngest.toISOString();
};

const isoOrNull = (moment: Date | null) => moment?.toISOString() ?? null;

/** What a User shows of a gallery picture. */
export type GalleryPicture = Pick<
  UserImageRow,
  | 'id'
  | 'fileKey'
  | 'isPrivate'
  | 'price'
  | 'isProfile'
  | 'verificationState'
  | 'rejectionReason'
  | 'createdAt'
>;

export const toUserImage = (image: GalleryPicture): UserImage => ({
  id: image.id,
  href: mediaHref(image.fileKey, 'full'),
  thumbnailHref: mediaHref(image.fileKey, 'thumbnail'),
  isPrivate: image.isPrivate,
  price: image.isPrivate ? image.price : null,
  isProfileImage: image.isProfile,
  verificationState: image.verificationState,
  rejectionReason: image.rejectionReason ?? null,
  createdAt: image.createdAt.toISOString(),
});

export const toCoinInfo = (row: UserRow, now = new Date()): CoinInfo => ({
  coins: row.coins,
  freeCoins: row.freeCoins,
  balance: row.coins + row.freeCoins,
  stars: row.stars,
  coinStreak: row.coinStreak,
  hasActivePremium: hasActivePremium(row, now),
  freeSwipesCount: row.freeSwipesCount,
  freeSwipesUndoCount: row.freeSwipesUndoCount,
  freeMessagesCount: row.freeMessagesCount,
  freeIceBreakersCount: row.freeIceBreakersCount,
  freeWinkCount: row.freeWinkCount,
  freeGiftCount: row.freeGiftCount,
  freeTurboRocketsCount: row.freeTurboRocketsCount,
  freeLocationChangesCount: row.freeLocationChangesCount,
  freeVisitUnlocksCount: row.freeVisitUnlocksCount,
  freeLikesUnlocksCount: row.freeLikesUnlocksCount,
});

export interface UserViewExtras {
  /** A verification request is waiting for a decision. */
  verificationPending?: boolean;
  now?: Date;
}

/**
 * The own account. `images` are the member's gallery pictures (not verification selfies), in
 * the order they are shown.
 */
export const toUser = (
  row: UserRow,
  images: readonly GalleryPicture[],
  { verificationPending = false, now = new Date() }: UserViewExtras = {},
): User => {
  const profileImage = images.find((image) => image.isProfile) ?? null;
  const gender = row.gender ?? 'other';
  return {
    id: row.id,
    name: row.name,
    email: row.email ?? '',
    emailConfirmed: row.emailConfirmed,
    birthdate: birthdateOf(row),
    gender,
    city: row.city ?? '',
    zip: row.zip ?? '',
    country: row.country ?? defaultCountry,
    locationId: row.locationId,
    language: row.language,
    platform: row.platform,
    firebaseId: row.firebaseId,
    genDate: row.createdAt.toISOString(),
    hasCompletedRegistration: row.hasCompletedRegistration,
    images: { items: images.map(toUserImage), count: images.length },
    profileImage: profileImage && mediaHref(profileImage.fileKey, 'full'),
    profileImageId: profileImage?.id ?? null,
    searchDistance: row.searchDistance,
    searchGender: row.searchGender ?? defaultSearchGender(gender),
    searchMinAge: row.searchMinAge,
    searchMaxAge: row.searchMaxAge,
    searchCountryOnly: row.searchCountryOnly,
    emailPushPreference: row.emailPushPreference,
    pushPreference: row.pushPreference,
    usageStatistics: row.usageStatistics,
    verifiedSendersOnly: row.verifiedSendersOnly,
    verified: row.verified,
    verificationPending,
    isOnline: isOnline(row, now),
    turboRocketEndDate: isoOrNull(row.turboRocketEndDate),
    lastNotificationReadTime: isoOrNull(row.lastNotificationReadTime),
    lastDailyBonusAt: isoOrNull(row.lastDailyBonusAt),
    nextWheelSpinAt: isoOrNull(nextWheelSpinAt(row.lastWheelSpinAt, now)),
    ...profileTraits(row),
    ...toCoinInfo(row, now),
  };
};

/** The columns `profileTraits` reads. */
export type TraitColumns = Pick<
  UserRow,
  | 'aboutMe'
  | 'interests'
  | 'mood'
  | 'lookingFor'
  | 'smoker'
  | 'relationshipStatus'
  | 'eyeColor'
  | 'hairColor'
  | 'bodyJewelry'
  | 'living'
  | 'starsign'
  | 'sport'
  | 'favoriteFood'
  | 'bodyHeight'
>;

/** What a member tells about themselves, the same in the own account and in a stranger's view. */
export const profileTraits = (row: TraitColumns) => ({
  aboutMe: row.aboutMe,
  interests: row.interests,
  mood: row.mood,
  lookingFor: row.lookingFor,
  smoker: row.smoker,
  relationshipStatus: row.relationshipStatus,
  eyeColor: row.eyeColor,
  hairColor: row.hairColor,
  bodyJewelry: row.bodyJewelry,
  living: row.living,
  starsign: row.starsign,
  sport: row.sport,
  favoriteFood: row.favoriteFood,
  bodyHeight: row.bodyHeight,
});
