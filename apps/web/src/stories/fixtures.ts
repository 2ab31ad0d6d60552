/**
 * The data of the screen stories: one member (Mia, 29, Berlin) and the answers every member
 * screen needs, built from the contract's types so that a payload change breaks the stories at
 * compile time. Pictures are the library's drawn portraits: stable, offline screenshots.
 */

import { type ApiAnswers, answer } from '@amora/client/fixtures';
import {
  defaultConfiguration,
  endpoints,
  type FreeAllowances,
  type ProfileDetails,
  type ProfileSummary,
  type StrangerProfile,
  type User,
} from '@amora/contract';
import { portrait, sampleMembers } from '@amora/ui/fixtures';

/** A fixed "now" for every date the stories show. */
export const storyNow = '2026-11-20T12:00:00.000Z';

const noAllowances: FreeAllowances = {
  freeSwipesCount: 0,
  freeSwipesUndoCount: 0,
  freeMessagesCount: 0,
  freeIceBreakersCount: 0,
  freeWinkCount: 0,
  freeGiftCount: 0,
  freeTurboRocketsCount: 0,
  freeLocationChangesCount: 0,
  freeVisitUnlocksCount: 0,
  freeLikesUnlocksCount: 0,
};

/** A profile that says nothing about itself yet. */
const noDetails: ProfileDetails = {
  aboutMe: null,
  interests: [],
  mood: null,
  lookingFor: null,
  smoker: null,
  relationshipStatus: null,
  eyeColor: null,
  hairColor: null,
  bodyJewelry: null,
  living: null,
  starsign: null,
  sport: null,
  favoriteFood: null,
  bodyHeight: null,
};

export const member: User = {
  id: 'me',
  name: 'Mia',
  email: 'mia@amora.example',
  emailConfirmed: true,
  birthdate: '1997-03-14T00:00:00.000Z',
  gender: 'female',
  city: 'Berlin',
  zip: '10115',
  country: 'de',
  locationId: 'berlin',
  language: 'en',
  platform: 'web',
  firebaseId: null,
  genDate: '2026-09-01T10:00:00.000Z',
  hasCompletedRegistration: true,
  images: {
    count: 1,
    items: [
      {
        id: 'me-1',
        href: portrait(7),
        thumbnailHref: portrait(7),
        isPrivate: false,
        price: null,
        isProfileImage: true,
        verificationState: 'verified',
        createdAt: '2026-09-01T10:05:00.000Z',
      },
    ],
  },
  profileImage: portrait(7),
  profileImageId: 'me-1',
  searchDistance: 50,
  searchGender: 'male',
  searchMinAge: 25,
  searchMaxAge: 38,
  searchCountryOnly: false,
  emailPushPreference: true,
  pushPreference: false,
  usageStatistics: true,
  verifiedSendersOnly: false,
  verified: true,
  verificationPending: false,
  isOnline: true,
  turboRocketEndDate: null,
  lastNotificationReadTime: null,
  lastDailyBonusAt: null,
  nextWheelSpinAt: null,
  ...noDetails,
  aboutMe: 'Coffee first, then adventures. Looking for someone to explore Berlin’s lakes with.',
  bodyHeight: 168,
  coins: 120,
  freeCoins: 20,
  balance: 140,
  stars: 2,
  coinStreak: 1,
  hasActivePremium: false,
  ...noAllowances,
  freeSwipesCount: 20,
  freeMessagesCount: 3,
};

/** The member with a changed balance, allowances or premium. */
export const memberWith = (changes: Partial<User>): User => ({ ...member, ...changes });

/** The men Mia (who looks for men) is shown; the library's sample members lend the rest. */
const names = ['Jonas', 'Felix', 'Lukas', 'David', 'Tim', 'Noah', 'Paul', 'Ben', 'Elias', 'Leon'];

/** Another member as lists show them; `index` picks one of the library's sample members. */
export const summary = (index: number, changes: Partial<ProfileSummary> = {}): ProfileSummary => {
  const sample = sampleMembers[index % sampleMembers.length];
  return {
    id: `member-${index}`,
    name: names[index % names.length] ?? 'Alex',
    age: sample?.age ?? 30,
    image: portrait(index),
    isOnline: sample?.isOnline ?? false,
    isNew: index % 4 === 0,
    verified: sample?.isVerified ?? false,
    distanceKm: sample?.distance ?? null,
    ...changes,
  };
};

/** Another member's whole profile, as For You, search and the profile page show it. */
export const stranger = (
  index: number,
  changes: Partial<StrangerProfile> = {},
): StrangerProfile => {
  const base = summary(index);
  return {
    ...base,
    gender: 'male',
    city: sampleMembers[index % sampleMembers.length]?.city ?? 'Berlin',
    country: 'de',
    images: {
      count: 1,
      items: [
        {
          id: `${base.id}-1`,
          href: portrait(index),
          thumbnailHref: portrait(index),
          isPrivate: false,
          price: null,
          isProfileImage: true,
          isUnlocked: true,
        },
      ],
    },
    hasActivePremium: false,
    isLiked: false,
    isMatch: false,
    dialogId: null,
    ...noDetails,
    ...changes,
  };
};

const none = { count: 0, items: [] };

/**
 * What every member screen loads when the member area opens (the member's own account is the
 * story's `member`): the configuration, the dialogs, likes and visitors, news, events and the shop's catalogues — here all empty; a
 * story spreads its own answers over these.
 */
export const memberAnswers: ApiAnswers = {
  ...answer(endpoints.configuration.get, defaultConfiguration),
  ...answer(endpoints.chat.dialogs, none),
  ...answer(endpoints.dating.iceBreakers, none),
  ...answer(endpoints.dating.matchesOfTheDay, none),
  ...answer(endpoints.relationship.list, none),
  ...answer(endpoints.news.feed, { ...none, totalCount: 0, lastReadTime: null }),
  ...answer(endpoints.event.list, none),
  ...answer(endpoints.shop.coinPackages, none),
  ...answer(endpoints.shop.gifts, none),
  ...answer(endpoints.shop.starProducts, none),
  ...answer(endpoints.shop.paymentMethods, none),
  ...answer(endpoints.shop.subscriptionProducts, none),
};
