/**
 * The member (spec 01 section 3, spec 02 section 3): the own account as the owner sees it, the
 * public view others get, and the account, profile, picture, bonus and newsletter calls.
 */
import * as v from 'valibot';
import {
  collection,
  DateTime,
  Href,
  Id,
  IdParams,
  NonNegativeInteger,
  optionalField,
} from './common';
import { limits } from './constants';
import { endpoint } from './endpoint';
import { errorCodes } from './errors';
import {
  bodyJewelryOptions,
  Country,
  CountryInput,
  eyeColorOptions,
  favoriteFoodOptions,
  Gender,
  hairColorOptions,
  Interest,
  Language,
  LanguageInput,
  LookingFor,
  livingOptions,
  Mood,
  Platform,
  relationshipStatusOptions,
  smokerOptions,
  sportOptions,
  starsignOptions,
} from './options';
import {
  AgeRange,
  Base64Image,
  Birthdate,
  Crop,
  ImagePrice,
  Interests,
  isAgeRangeOrdered,
  Name,
  SearchAge,
  SearchRadius,
  Zip,
} from './validation';

/** The free per-feature allowances (spec 02 section 3), spent before any coin. */
export const freeAllowanceCounters = [
  'freeSwipesCount',
  'freeSwipesUndoCount',
  'freeMessagesCount',
  'freeIceBreakersCount',
  'freeWinkCount',
  'freeGiftCount',
  'freeTurboRocketsCount',
  'freeLocationChangesCount',
  'freeVisitUnlocksCount',
  'freeLikesUnlocksCount',
] as const;
export type FreeAllowanceCounter = (typeof freeAllowanceCounters)[number];

export const FreeAllowances = v.object({
  freeSwipesCount: NonNegativeInteger,
  freeSwipesUndoCount: NonNegativeInteger,
  freeMessagesCount: NonNegativeInteger,
  freeIceBreakersCount: NonNegativeInteger,
  freeWinkCount: NonNegativeInteger,
  freeGiftCount: NonNegativeInteger,
  freeTurboRocketsCount: NonNegativeInteger,
  freeLocationChangesCount: NonNegativeInteger,
  freeVisitUnlocksCount: NonNegativeInteger,
  freeLikesUnlocksCount: NonNegativeInteger,
});
export type FreeAllowances = v.InferOutput<typeof FreeAllowances>;

/**
 * A gift of free amounts: an event's daily bonus, a wheel prize. Every part is optional; what it
 * names is added to the member's counters (freeCoins to the free coins, stars to the stars).
 */
export const Bonus = v.object({
  freeCoins: v.optional(NonNegativeInteger),
  stars: v.optional(NonNegativeInteger),
  ...v.partial(FreeAllowances).entries,
});
export type Bonus = v.InferOutput<typeof Bonus>;

/**
 * The member's money and allowances. GET /identity/coinInfo answers it, and every paid call
 * answers it next to its result, so the client shows the new balance without reloading the user.
 * balance = coins + freeCoins.
 */
export const CoinInfo = v.object({
  coins: NonNegativeInteger,
  freeCoins: NonNegativeInteger,
  balance: NonNegativeInteger,
  stars: NonNegativeInteger,
  coinStreak: NonNegativeInteger,
  hasActivePremium: v.boolean(),
  ...FreeAllowances.entries,
});
export type CoinInfo = v.InferOutput<typeof CoinInfo>;

export const imageVerificationStates = ['pending', 'verified', 'rejected'] as const;
export const ImageVerificationState = v.picklist(imageVerificationStates);
export type ImageVerificationState = v.InferOutput<typeof ImageVerificationState>;

/** Why a picture or a selfie is refused; the member reads the reason in their gallery. */
export const pictureRejectionReasons = [
  'notAPerson',
  'nudity',
  'minor',
  'celebrity',
  'textOrContact',
  'other',
] as const;
export const PictureRejectionReason = v.picklist(pictureRejectionReasons);
export type PictureRejectionReason = v.InferOutput<typeof PictureRejectionReason>;

/**
 * One of the member's own pictures. `price` is set only for a private picture; a rejected picture
 * says why (`rejectionReason`, absent on the spec's original payload).
 */
export const UserImage = v.object({
  id: Id,
  href: Href,
  thumbnailHref: Href,
  isPrivate: v.boolean(),
  price: v.nullable(NonNegativeInteger),
  isProfileImage: v.boolean(),
  verificationState: ImageVerificationState,
  rejectionReason: v.optional(v.nullable(PictureRejectionReason)),
  createdAt: DateTime,
});
export type UserImage = v.InferOutput<typeof UserImage>;

/**
 * A picture as another member sees it. A private picture not yet unlocked carries no `href`,
 * only a blurred thumbnail, so its content is never sent before it is paid for.
 */
export const StrangerImage = v.object({
  id: Id,
  href: v.nullable(Href),
  thumbnailHref: Href,
  isPrivate: v.boolean(),
  price: v.nullable(NonNegativeInteger),
  isProfileImage: v.boolean(),
  isUnlocked: v.boolean(),
});
export type StrangerImage = v.InferOutput<typeof StrangerImage>;

/** The profile texts and traits (spec 02 section 3); null where the member said nothing. */
export const ProfileDetails = v.object({
  aboutMe: v.nullable(v.string()),
  interests: v.array(Interest),
  mood: v.nullable(Mood),
  lookingFor: v.nullable(LookingFor),
  smoker: v.nullable(v.picklist(smokerOptions)),
  relationshipStatus: v.nullable(v.picklist(relationshipStatusOptions)),
  eyeColor: v.nullable(v.picklist(eyeColorOptions)),
  hairColor: v.nullable(v.picklist(hairColorOptions)),
  bodyJewelry: v.nullable(v.picklist(bodyJewelryOptions)),
  living: v.nullable(v.picklist(livingOptions)),
  starsign: v.nullable(v.picklist(starsignOptions)),
  sport: v.nullable(v.picklist(sportOptions)),
  favoriteFood: v.nullable(v.picklist(favoriteFoodOptions)),
  /** The "size" trait: body height in cm. */
  bodyHeight: v.nullable(NonNegativeInteger),
});
export type ProfileDetails = v.InferOutput<typeof ProfileDetails>;

/** The own account, as GET /user, login and registration answer it. */
export const User = v.object({
  id: Id,
  name: v.string(),
  email: v.string(),
  emailConfirmed: v.boolean(),
  birthdate: DateTime,
  gender: Gender,
  city: v.string(),
  zip: v.string(),
  country: Country,
  locationId: v.nullable(Id),
  language: Language,
  platform: Platform,
  firebaseId: v.nullable(v.string()),
  /** When the account was created. */
  genDate: DateTime,
  hasCompletedRegistration: v.boolean(),
  images: collection(UserImage),
  profileImage: v.nullable(Href),
  profileImageId: v.nullable(Id),
  searchDistance: NonNegativeInteger,
  searchGender: Gender,
  searchMinAge: NonNegativeInteger,
  searchMaxAge: NonNegativeInteger,
  /** Search only members of the own country (search settings). */
  searchCountryOnly: v.boolean(),
  emailPushPreference: v.boolean(),
  pushPreference: v.boolean(),
  /** Anonymous usage statistics (first-party analytics): on unless the member declined. */
  usageStatistics: v.boolean(),
  /**
   * Only verified members may write to this member (off unless chosen); the server refuses the
   * others' messages with RECIPIENT_ONLY_VERIFIED, see apps/server/src/chat/verified-senders.ts.
   */
  verifiedSendersOnly: v.boolean(),
  verified: v.boolean(),
  verificationPending: v.boolean(),
  isOnline: v.boolean(),
  turboRocketEndDate: v.nullable(DateTime),
  lastNotificationReadTime: v.nullable(DateTime),
  /** When today's daily bonus was last claimed; the streak breaks after a missed day. */
  lastDailyBonusAt: v.nullable(DateTime),
  /** When the wheel of fortune may be spun again; null when a spin is available now. */
  nextWheelSpinAt: v.nullable(DateTime),
  ...ProfileDetails.entries,
  ...CoinInfo.entries,
});
export type User = v.InferOutput<typeof User>;

/** What a list shows of a member: grid cards, likes, visitors, matches, blocked users. */
export const ProfileSummary = v.object({
  id: Id,
  name: v.string(),
  age: NonNegativeInteger,
  image: v.nullable(Href),
  isOnline: v.boolean(),
  /** Joined within the last 14 days. */
  isNew: v.boolean(),
  verified: v.boolean(),
  /** Coarse distance in whole km from positions snapped to a grid; null when unknown. */
  distanceKm: v.nullable(NonNegativeInteger),
});
export type ProfileSummary = v.InferOutput<typeof ProfileSummary>;

/**
 * Another member's profile: no email, no coins, no birthdate, no coordinates; the distance is
 * coarse (see ProfileSummary).
 */
export const StrangerProfile = v.object({
  ...ProfileSummary.entries,
  gender: Gender,
  city: v.string(),
  country: Country,
  images: collection(StrangerImage),
  hasActivePremium: v.boolean(),
  /** The viewer liked this member already. */
  isLiked: v.boolean(),
  /** Both liked each other. */
  isMatch: v.boolean(),
  /** The viewer's chat with this member, if there is one. */
  dialogId: v.nullable(Id),
  ...ProfileDetails.entries,
});
export type StrangerProfile = v.InferOutput<typeof StrangerProfile>;

const nullableOptional = <Schema extends v.GenericSchema>(schema: Schema) =>
  v.optional(v.nullable(schema));

/** PATCH /user: any profile field; null clears a trait. */
export const UserProfilePatch = v.object({
  name: optionalField(Name),
  birthdate: optionalField(Birthdate),
  gender: optionalField(Gender),
  language: optionalField(LanguageInput),
  emailPushPreference: optionalField(v.boolean()),
  pushPreference: optionalField(v.boolean()),
  usageStatistics: optionalField(v.boolean()),
  verifiedSendersOnly: optionalField(v.boolean()),
  aboutMe: nullableOptional(v.pipe(v.string(), v.trim(), v.maxLength(limits.aboutMeMaxLength))),
  interests: optionalField(Interests),
  mood: nullableOptional(Mood),
  lookingFor: nullableOptional(LookingFor),
  smoker: nullableOptional(v.picklist(smokerOptions)),
  relationshipStatus: nullableOptional(v.picklist(relationshipStatusOptions)),
  eyeColor: nullableOptional(v.picklist(eyeColorOptions)),
  hairColor: nullableOptional(v.picklist(hairColorOptions)),
  bodyJewelry: nullableOptional(v.picklist(bodyJewelryOptions)),
  living: nullableOptional(v.picklist(livingOptions)),
  starsign: nullableOptional(v.picklist(starsignOptions)),
  sport: nullableOptional(v.picklist(sportOptions)),
  favoriteFood: nullableOptional(v.picklist(favoriteFoodOptions)),
  bodyHeight: nullableOptional(
    v.pipe(
      v.number(),
      v.integer(),
      v.minValue(limits.bodyHeight.min),
      v.maxValue(limits.bodyHeight.max),
    ),
  ),
});
export type UserProfilePatch = v.InferOutput<typeof UserProfilePatch>;

/** PATCH /user/searchSettings: any of the settings; the age range stays ordered. */
export const SearchSettingsPayload = v.pipe(
  v.object({
    searchGender: optionalField(Gender),
    searchMinAge: optionalField(SearchAge),
    searchMaxAge: optionalField(SearchAge),
    searchDistance: optionalField(SearchRadius),
    searchCountryOnly: optionalField(v.boolean()),
  }),
  v.forward(
    v.partialCheck(
      [['searchMinAge'], ['searchMaxAge']],
      isAgeRangeOrdered,
      errorCodes.AGE_RANGE_INVERTED,
    ),
    ['searchMaxAge'],
  ),
);
export type SearchSettingsPayload = v.InferOutput<typeof SearchSettingsPayload>;

/** The full search settings as one form (age range checked as a whole). */
export const SearchSettingsForm = v.object({
  ...AgeRange.entries,
  searchGender: Gender,
  searchDistance: SearchRadius,
  searchCountryOnly: v.boolean(),
});

/**
 * PATCH /user/changeLocation: a place chosen from the location search (spec 01 section 5). Costs
 * `prices.changeLocation` coins unless a free location change is left.
 */
export const ChangeLocationPayload = v.object({
  locationId: v.pipe(
    v.string(errorCodes.LOCATION_REQUIRED),
    v.nonEmpty(errorCodes.LOCATION_REQUIRED),
  ),
  city: v.pipe(
    v.string(errorCodes.LOCATION_REQUIRED),
    v.trim(),
    v.nonEmpty(errorCodes.LOCATION_REQUIRED),
  ),
  zip: Zip,
  country: CountryInput,
});
export type ChangeLocationPayload = v.InferOutput<typeof ChangeLocationPayload>;

/** PATCH /user/firebase: the device's cloud-messaging id (empty to forget it). */
export const FirebasePayload = v.object({
  firebaseId: v.pipe(v.string(), v.maxLength(4096)),
});
export type FirebasePayload = v.InferOutput<typeof FirebasePayload>;

/**
 * PATCH /user/completion: the fuller registration's steps (interests, picture with crop,
 * notification opt-in, publish). Each step may be sent on its own; `publish: true` finishes the
 * registration and is refused (INTERESTS_TOO_FEW, IMAGE_REQUIRED) until at least 2 interests and
 * a profile picture are saved.
 */
export const CompletionPayload = v.object({
  interests: optionalField(Interests),
  profileImage: optionalField(Base64Image),
  crop: optionalField(Crop),
  pushPreference: optionalField(v.boolean()),
  publish: optionalField(v.boolean()),
});
export type CompletionPayload = v.InferOutput<typeof CompletionPayload>;

const keepsProfileImagePublic = (image: { isPrivate?: boolean; isProfileImage?: boolean }) =>
  !(image.isPrivate === true && image.isProfileImage === true);

/** PUT /user/image: a new picture; a private one needs a price and is never the profile picture. */
export const UploadImagePayload = v.pipe(
  v.object({
    image: Base64Image,
    crop: optionalField(Crop),
    isPrivate: optionalField(v.boolean(), false),
    price: optionalField(ImagePrice),
    isProfileImage: optionalField(v.boolean(), false),
  }),
  v.forward(
    v.partialCheck(
      [['isPrivate'], ['isProfileImage']],
      keepsProfileImagePublic,
      errorCodes.PRIVATE_PICTURE_AS_PROFILE,
    ),
    ['isProfileImage'],
  ),
  v.forward(
    v.partialCheck(
      [['isPrivate'], ['price']],
      (image) => !image.isPrivate || image.price !== undefined,
      errorCodes.INVALID_IMAGE_PRICE,
    ),
    ['price'],
  ),
);
export type UploadImagePayload = v.InferOutput<typeof UploadImagePayload>;

/**
 * PATCH /user/image/{id}: visibility, price, profile picture or a new crop. Making the profile
 * picture private, or a private picture the profile picture, is refused.
 */
export const UpdateImagePayload = v.pipe(
  v.object({
    isPrivate: optionalField(v.boolean()),
    price: optionalField(ImagePrice),
    isProfileImage: optionalField(v.literal(true)),
    crop: optionalField(Crop),
  }),
  v.forward(
    v.partialCheck(
      [['isPrivate'], ['isProfileImage']],
      keepsProfileImagePublic,
      errorCodes.PRIVATE_PICTURE_AS_PROFILE,
    ),
    ['isProfileImage'],
  ),
);
export type UpdateImagePayload = v.InferOutput<typeof UpdateImagePayload>;

export const verificationStates = ['none', 'pending', 'verified', 'rejected'] as const;

/** The member's verification record (its fields are not shown by the spec; ours). */
export const Verification = v.object({
  state: v.picklist(verificationStates),
  rejectionReason: v.optional(v.nullable(PictureRejectionReason)),
  submittedAt: v.nullable(DateTime),
  decidedAt: v.nullable(DateTime),
});
export type Verification = v.InferOutput<typeof Verification>;

/** POST /user/verification: a selfie to compare with the profile picture. */
export const VerificationPayload = v.object({ image: Base64Image });
export type VerificationPayload = v.InferOutput<typeof VerificationPayload>;

/**
 * GET /user/dailyBonus: claims today's free coins (3, doubled for premium) if not yet claimed and
 * answers the state either way; `claimed` says whether this call gave coins. The streak counts
 * consecutive days and starts over after a missed day.
 */
export const DailyBonusResult = v.object({
  claimed: v.boolean(),
  reward: NonNegativeInteger,
  coinStreak: NonNegativeInteger,
  nextClaimAt: DateTime,
  coinInfo: CoinInfo,
});
export type DailyBonusResult = v.InferOutput<typeof DailyBonusResult>;

/** POST /user/wheel: the prize won (its index in `Configuration.wheelPrizes`). */
export const WheelResult = v.object({
  prizeIndex: NonNegativeInteger,
  prize: Bonus,
  nextSpinAt: DateTime,
  coinInfo: CoinInfo,
});
export type WheelResult = v.InferOutput<typeof WheelResult>;

export const NewsletterState = v.object({ subscribed: v.boolean() });
export type NewsletterState = v.InferOutput<typeof NewsletterState>;

/** The token of the newsletter mail's link (`t`); a member's own session needs none. */
export const NewsletterQuery = v.object({ t: v.optional(v.pipe(v.string(), v.maxLength(200))) });
export type NewsletterQuery = v.InferOutput<typeof NewsletterQuery>;

export const userEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/user',
    auth: 'member',
    answer: 'data',
    tag: 'user',
    summary: 'The own account',
    response: User,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/user',
    auth: 'member',
    answer: 'data',
    tag: 'user',
    summary: 'Change profile fields; answers the updated account',
    body: UserProfilePatch,
    response: User,
  }),
  delete: endpoint({
    method: 'DELETE',
    path: '/user',
    auth: 'member',
    answer: 'empty',
    tag: 'user',
    summary: 'Delete the own account and end the session',
  }),
  updateSearchSettings: endpoint({
    method: 'PATCH',
    path: '/user/searchSettings',
    auth: 'member',
    answer: 'data',
    tag: 'user',
    summary: 'Change the search settings; answers the updated account',
    body: SearchSettingsPayload,
    response: User,
  }),
  changeLocation: endpoint({
    method: 'PATCH',
    path: '/user/changeLocation',
    auth: 'member',
    answer: 'data',
    tag: 'user',
    summary: 'Move to another place (free change or coins); answers the updated account',
    body: ChangeLocationPayload,
    response: User,
  }),
  updateFirebase: endpoint({
    method: 'PATCH',
    path: '/user/firebase',
    auth: 'member',
    answer: 'empty',
    tag: 'user',
    summary: 'Store the cloud-messaging id of this device',
    body: FirebasePayload,
  }),
  complete: endpoint({
    method: 'PATCH',
    path: '/user/completion',
    auth: 'member',
    answer: 'data',
    tag: 'user',
    summary: 'Save a step of the fuller registration or publish the profile',
    body: CompletionPayload,
    response: User,
  }),
  dailyBonus: endpoint({
    method: 'GET',
    path: '/user/dailyBonus',
    auth: 'member',
    answer: 'data',
    tag: 'user',
    summary: "Claim today's free coins if not yet claimed",
    response: DailyBonusResult,
  }),
  spinWheel: endpoint({
    method: 'POST',
    path: '/user/wheel',
    auth: 'member',
    answer: 'data',
    tag: 'user',
    summary: 'Spin the wheel of fortune (once a day)',
    response: WheelResult,
  }),
  uploadImage: endpoint({
    method: 'PUT',
    path: '/user/image',
    auth: 'member',
    answer: 'data',
    tag: 'user',
    summary: 'Upload a picture; answers the updated account with all pictures',
    body: UploadImagePayload,
    response: User,
  }),
  updateImage: endpoint({
    method: 'PATCH',
    path: '/user/image/{id}',
    auth: 'member',
    answer: 'data',
    tag: 'user',
    summary: 'Change a picture (private, price, profile picture, crop)',
    params: IdParams,
    body: UpdateImagePayload,
    response: User,
  }),
  deleteImage: endpoint({
    method: 'DELETE',
    path: '/user/image/{id}',
    auth: 'member',
    answer: 'data',
    tag: 'user',
    summary: 'Delete a picture (not the profile picture, not the last one)',
    params: IdParams,
    response: User,
  }),
  verification: endpoint({
    method: 'GET',
    path: '/user/verification',
    auth: 'member',
    answer: 'data',
    tag: 'user',
    summary: 'The verification record',
    response: Verification,
  }),
  requestVerification: endpoint({
    method: 'POST',
    path: '/user/verification',
    auth: 'member',
    answer: 'data',
    tag: 'user',
    summary: 'Send a selfie for verification',
    body: VerificationPayload,
    response: Verification,
  }),
  profileImage: endpoint({
    method: 'GET',
    path: '/userimage/profile',
    auth: 'member',
    answer: 'data',
    tag: 'user',
    summary: 'The own profile picture (404 when there is none)',
    response: UserImage,
  }),
};

/**
 * The newsletter state of a member by id. Open to visitors, as the unsubscribe link in an email
 * (/unsubscribe/{id}) must work without a session: such a call carries the link's token `t`.
 */
export const newsletterEndpoints = {
  get: endpoint({
    method: 'GET',
    path: '/user/{id}/newsletter',
    auth: 'any',
    answer: 'data',
    tag: 'newsletter',
    summary: 'Whether the member receives the newsletter',
    params: IdParams,
    query: NewsletterQuery,
    response: NewsletterState,
  }),
  subscribe: endpoint({
    method: 'PATCH',
    path: '/user/{id}/newsletter',
    auth: 'any',
    answer: 'data',
    tag: 'newsletter',
    summary: 'Subscribe again',
    params: IdParams,
    query: NewsletterQuery,
    response: NewsletterState,
  }),
  unsubscribe: endpoint({
    method: 'DELETE',
    path: '/user/{id}/newsletter',
    auth: 'any',
    answer: 'data',
    tag: 'newsletter',
    summary: 'Unsubscribe',
    params: IdParams,
    query: NewsletterQuery,
    response: NewsletterState,
  }),
};
