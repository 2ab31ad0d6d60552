/**
 * How a member appears to another: the ProfileSummary of lists and the StrangerProfile of the
 * profile page and the game. No birthdate, email, coins or coordinates: the age in years, and a
 * distance in whole km between the two grid-snapped positions (see location/grid.ts).
 */
import {
  defaultCountry,
  errorCodes,
  type ProfileSummary,
  type StrangerImage,
  type StrangerProfile,
} from '@amora/contract';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedSql, rowsOf } from '../db/prepared';
import {
  dialogs,
  gameProfileViews,
  picturePurchases,
  relationships,
  type UserImageRow,
  type UserRow,
  userImages,
  users,
  userVerifications,
} from '../db/schema';
import { ApiProblem } from '../http/problem';
import { greatCircleKm } from '../location';
import { blurredMediaHref, mediaHref } from '../media/pictures';
import {
  birthdateOf,
  hasActivePremium,
  inGoodStanding,
  isNewMember,
  isOnline,
  isUuid,
  profileTraits,
  requireSelf,
} from '../users';
import { requireTarget, visit } from './relations';

/** Whole years between the birthdate and now. */
export const ageOf = (row: Pick<UserRow, 'birthdate' | 'createdAt'>, now = new Date()) => {
  const birth = new Date(birthdateOf(row));
  let age = now.getUTCFullYear() - birth.getUTCFullYear();
  const beforeBirthday =
    now.getUTCMonth() < birth.getUTCMonth() ||
    (now.getUTCMonth() === birth.getUTCMonth() && now.getUTCDate() < birth.getUTCDate());
  if (beforeBirthday) age -= 1;
  return Math.max(0, age);
};

type GridPosition = Pick<UserRow, 'gridLatitude' | 'gridLongitude'>;

/**
 * Whole km between two snapped positions (0 in the same grid cell, shown as "< 1 km" by the
 * contract's formatDistance); null when either is unknown.
 */
export const coarseKmBetween = (a: GridPosition, b: GridPosition): number | null => {
  if (a.gridLatitude === null || a.gridLongitude === null) return null;
  if (b.gridLatitude === null || b.gridLongitude === null) return null;
  const km = greatCircleKm(
    { lat: a.gridLatitude, lon: a.gridLongitude },
    { lat: b.gridLatitude, lon: b.gridLongitude },
  );
  return Math.round(km);
};

/**
 * Profile picture keys of the given members: the picture's own key, or the key of its blurred
 * variant (a locked row's picture is addressed by that, so its address does not lead to the
 * picture itself).
 */
export const profileImageKeys = async (
  db: Database,
  userIds: readonly string[],
  variant: 'fileKey' | 'blurredKey' = 'fileKey',
) => {
  if (userIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ userId: userImages.userId, key: userImages[variant] })
    .from(userImages)
    .where(
      and(
        inArray(userImages.userId, [...userIds]),
        eq(userImages.isProfile, true),
        ne(userImages.verificationState, 'rejected'),
      ),
    );
  return new Map(rows.map((row) => [row.userId, row.key]));
};

/** The columns a ProfileSummary shows. */
type SummaryColumns = Pick<
  UserRow,
  | 'id'
  | 'name'
  | 'birthdate'
  | 'createdAt'
  | 'lastSeenAt'
  | 'verified'
  | 'gridLatitude'
  | 'gridLongitude'
>;

/**
 * The columns of a member that the stranger's view shows: discovery reads only these (a users
 * row has some 80 columns, and reading and mapping them all cost more than the ranking).
 */
export const strangerColumns = {
  id: users.id,
  name: users.name,
  birthdate: users.birthdate,
  createdAt: users.createdAt,
  lastSeenAt: users.lastSeenAt,
  verified: users.verified,
  gridLatitude: users.gridLatitude,
  gridLongitude: users.gridLongitude,
  gender: users.gender,
  city: users.city,
  country: users.country,
  premiumUntil: users.premiumUntil,
  aboutMe: users.aboutMe,
  interests: users.interests,
  mood: users.mood,
  lookingFor: users.lookingFor,
  smoker: users.smoker,
  relationshipStatus: users.relationshipStatus,
  eyeColor: users.eyeColor,
  hairColor: users.hairColor,
  bodyJewelry: users.bodyJewelry,
  living: users.living,
  starsign: users.starsign,
  sport: users.sport,
  favoriteFood: users.favoriteFood,
  bodyHeight: users.bodyHeight,
};
export type StrangerRow = { [Key in keyof typeof strangerColumns]: UserRow[Key] };

export const toProfileSummary = (
  row: SummaryColumns,
  viewer: GridPosition,
  profileImageKey: string | undefined,
  now = new Date(),
): ProfileSummary => ({
  id: row.id,
  name: row.name,
  age: ageOf(row, now),
  image: profileImageKey ? mediaHref(profileImageKey, 'full') : null,
  isOnline: isOnline(row, now),
  isNew: isNewMember(row, now),
  verified: row.verified,
  distanceKm: coarseKmBetween(viewer, row),
});

/** Summaries of several members in one query for their pictures. */
export const summariesOf = async (db: Database, viewer: GridPosition, rows: readonly UserRow[]) => {
  const keys = await profileImageKeys(
    db,
    rows.map((row) => row.id),
  );
  const now = new Date();
  return rows.map((row) => toProfileSummary(row, viewer, keys.get(row.id), now));
};

/** A picture as someone else sees it: a private one only blurred until bought. */
export const toStrangerImage = (
  image: Pick<UserImageRow, 'id' | 'fileKey' | 'blurredKey' | 'isPrivate' | 'price' | 'isProfile'>,
  isUnlocked: boolean,
): StrangerImage => {
  const visible = !image.isPrivate || isUnlocked;
  return {
    id: image.id,
    href: visible ? mediaHref(image.fileKey, 'full') : null,
    // The blurred address has a key of its own: the picture's address cannot be made from it.
    thumbnailHref: visible
      ? mediaHref(image.fileKey, 'thumbnail')
      : blurredMediaHref(image.blurredKey),
    isPrivate: image.isPrivate,
    price: image.isPrivate ? image.price : null,
    isProfileImage: image.isProfile,
    isUnlocked: visible,
  };
};

/** Whether the buyer has bought the picture (the media route may use it to serve the file). */
export const hasBoughtPicture = async (db: Database, buyerId: string, imageId: string) => {
  if (!isUuid(imageId)) return false;
  const [row] = await db
    .select({ id: picturePurchases.id })
    .from(picturePurchases)
    .where(and(eq(picturePurchases.buyerId, buyerId), eq(picturePurchases.imageId, imageId)))
    .limit(1);
  return row !== undefined;
};

const orderedPair = (a: string, b: string) => (a < b ? [a, b] : [b, a]) as [string, string];

const { placeholder } = sql;

/** A picture of a stranger's gallery as the extras statement reads it. */
interface GalleryEntry {
  id: string;
  fileKey: string;
  blurredKey: string;
  isPrivate: boolean;
  price: number | null;
  isProfile: boolean;
  /** The viewer bought it. */
  bought: boolean;
}

interface StrangerExtras {
  userId: string;
  gallery: GalleryEntry[];
  isLiked: boolean;
  isMatch: boolean;
  dialogId: string | null;
}

/**
 * What the viewer's view adds to each member's row: the gallery in its order, the profile picture
 * first, then oldest first (not its rejected pictures nor verification selfies) with what the
 * viewer bought, the viewer's like, the member's match with
 * the viewer, and the pair's dialog. One statement for the whole page: these were four reads, one
 * after the other on a transaction's connection.
 */
const strangerExtrasSql = () => {
  const viewerId = sql`${placeholder('viewerId')}::uuid`;
  return sql`select profile.id as "userId",
    (select coalesce(json_agg(json_build_object(
        'id', ${userImages.id},
        'fileKey', ${userImages.fileKey},
        'blurredKey', ${userImages.blurredKey},
        'isPrivate', ${userImages.isPrivate},
        'price', ${userImages.price},
        'isProfile', ${userImages.isProfile},
        'bought', exists (select 1 from ${picturePurchases}
          where ${picturePurchases.buyerId} = ${viewerId}
            and ${picturePurchases.imageId} = ${userImages.id})
      ) order by ${userImages.isProfile} desc, ${userImages.createdAt}, ${userImages.id}), '[]'::json)
      from ${userImages}
      where ${userImages.userId} = profile.id and ${userImages.verificationState} <> 'rejected'
        and not exists (select 1 from ${userVerifications}
          where ${userVerifications.imageId} = ${userImages.id})) as "gallery",
    exists (select 1 from ${relationships}
      where ${relationships.fromUserId} = ${viewerId} and ${relationships.toUserId} = profile.id
        and ${relationships.type} = 'like') as "isLiked",
    exists (select 1 from ${relationships}
      where ${relationships.fromUserId} = profile.id and ${relationships.toUserId} = ${viewerId}
        and ${relationships.type} = 'match') as "isMatch",
    (select ${dialogs.id} from ${dialogs}
      where (${dialogs.userAId} = ${viewerId} and ${dialogs.userBId} = profile.id)
        or (${dialogs.userAId} = profile.id and ${dialogs.userBId} = ${viewerId})) as "dialogId"
  from unnest(${placeholder('memberIds')}::uuid[]) as profile(id)`;
};

const strangerExtrasStatement = preparedSql('stranger_extras', strangerExtrasSql);

/**
 * The game's page: notes the members it hands out for the first time today (game_profile_views)
 * and reads the page's extras, in one statement.
 */
const gamePageExtrasStatement = preparedSql(
  'game_page_extras',
  () => sql`with noted as (
    insert into ${gameProfileViews} (user_id, day, target_id)
    select ${placeholder('viewerId')}::uuid, ${placeholder('day')}::date, fresh.id
    from unnest(${placeholder('freshIds')}::uuid[]) as fresh(id)
    on conflict do nothing
  ) ${strangerExtrasSql()}`,
);

/** Ids as one array literal: both drivers take it as text, whatever they do with arrays. */
const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/** The game's note of who was shown on `day`, with the page's profiles. */
export interface ShownNote {
  day: string;
  freshIds: readonly string[];
}

/**
 * The viewer's view of several members at once: one statement, whatever the page (with `shown`,
 * the same statement notes the game's new members of the day).
 */
export const strangerProfilesOf = async (
  db: Database,
  viewer: UserRow,
  rows: readonly StrangerRow[],
  shown?: ShownNote,
): Promise<StrangerProfile[]> => {
  if (rows.length === 0) return [];
  const memberIds = uuidArray(rows.map((row) => row.id));
  const result = shown
    ? await gamePageExtrasStatement(db).execute({
        viewerId: viewer.id,
        memberIds,
        day: shown.day,
        freshIds: uuidArray(shown.freshIds),
      })
    : await strangerExtrasStatement(db).execute({ viewerId: viewer.id, memberIds });
  const extrasOf = new Map(rowsOf<StrangerExtras>(result).map((extras) => [extras.userId, extras]));
  const now = new Date();
  return rows.map((row) => {
    const extras = extrasOf.get(row.id);
    const gallery = extras?.gallery ?? [];
    const profileImage = gallery.find((image) => image.isProfile);
    const strangerImages = gallery.map((image) => toStrangerImage(image, image.bought));
    return {
      ...toProfileSummary(row, viewer, profileImage?.fileKey, now),
      gender: row.gender ?? 'other',
      city: row.city ?? '',
      country: row.country ?? defaultCountry,
      images: { items: strangerImages, count: strangerImages.length },
      hasActivePremium: hasActivePremium(row, now),
      isLiked: extras?.isLiked ?? false,
      isMatch: extras?.isMatch ?? false,
      dialogId: extras?.dialogId ?? null,
      ...profileTraits(row),
    };
  });
};

export const strangerProfileOf = async (db: Database, viewer: UserRow, row: StrangerRow) => {
  const [profile] = await strangerProfilesOf(db, viewer, [row]);
  if (!profile) throw new Error('a profile for one row');
  return profile;
};

/** A profile page: the own one as others see it, or a stranger's, which records a visit. */
export const profilePage = (db: Database, memberId: string, targetId: string) =>
  db.transaction(async (tx) => {
    const self = await requireSelf(tx, memberId);
    if (targetId === self.id) return strangerProfileOf(tx, self, self);
    const target = await requireTarget(tx, self.id, targetId);
    await visit(tx, self, target);
    return strangerProfileOf(tx, self, target);
  });

/** A profile page by the public external id a campaign links to, never by the account id. */
export const profilePageByExternalId = async (
  db: Database,
  memberId: string,
  externalId: string,
) => {
  const [target] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.externalId, externalId), isNull(users.deletedAt), inGoodStanding()))
    .limit(1);
  if (!target) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return profilePage(db, memberId, target.id);
};

/** The dialog of two members, if they have one. */
export const dialogPairOf = orderedPair;
