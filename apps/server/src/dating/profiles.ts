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
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  dialogs,
  picturePurchases,
  relationships,
  type UserImageRow,
  type UserRow,
  userImages,
  users,
} from '../db/schema';
import { ApiProblem } from '../http/problem';
import { greatCircleKm } from '../location';
import { blurredMediaHref, mediaHref } from '../media/pictures';
import {
  birthdateOf,
  hasActivePremium,
  inGoodStanding,
  isGalleryImage,
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

export const toProfileSummary = (
  row: UserRow,
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
export const toStrangerImage = (image: UserImageRow, isUnlocked: boolean): StrangerImage => {
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

/** The viewer's view of several members at once: a fixed number of queries, whatever the page. */
export const strangerProfilesOf = async (
  db: Database,
  viewer: UserRow,
  rows: readonly UserRow[],
): Promise<StrangerProfile[]> => {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  // One after the other: inside a transaction all queries share one connection.
  const images = await db
    .select()
    .from(userImages)
    .where(
      and(
        inArray(userImages.userId, ids),
        isGalleryImage(db),
        ne(userImages.verificationState, 'rejected'),
      ),
    );
  const purchases = await db
    .select({ imageId: picturePurchases.imageId })
    .from(picturePurchases)
    .innerJoin(userImages, eq(userImages.id, picturePurchases.imageId))
    .where(and(eq(picturePurchases.buyerId, viewer.id), inArray(userImages.userId, ids)));
  const relations = await db
    .select({
      type: relationships.type,
      from: relationships.fromUserId,
      to: relationships.toUserId,
    })
    .from(relationships)
    .where(
      or(
        and(
          eq(relationships.fromUserId, viewer.id),
          inArray(relationships.toUserId, ids),
          eq(relationships.type, 'like'),
        ),
        and(
          eq(relationships.toUserId, viewer.id),
          inArray(relationships.fromUserId, ids),
          eq(relationships.type, 'match'),
        ),
      ),
    );
  const ownDialogs = await db
    .select({ id: dialogs.id, a: dialogs.userAId, b: dialogs.userBId })
    .from(dialogs)
    .where(
      or(
        and(eq(dialogs.userAId, viewer.id), inArray(dialogs.userBId, ids)),
        and(eq(dialogs.userBId, viewer.id), inArray(dialogs.userAId, ids)),
      ),
    );
  const bought = new Set(purchases.map((row) => row.imageId));
  const liked = new Set(relations.filter((r) => r.type === 'like').map((r) => r.to));
  const matched = new Set(relations.filter((r) => r.type === 'match').map((r) => r.from));
  const dialogOf = new Map(
    ownDialogs.map((dialog) => [dialog.a === viewer.id ? dialog.b : dialog.a, dialog.id]),
  );
  const imagesOf = new Map<string, UserImageRow[]>();
  for (const image of images.sort(
    (x, y) =>
      Number(y.isProfile) - Number(x.isProfile) ||
      x.createdAt.getTime() - y.createdAt.getTime() ||
      x.id.localeCompare(y.id),
  )) {
    imagesOf.set(image.userId, [...(imagesOf.get(image.userId) ?? []), image]);
  }
  const now = new Date();
  return rows.map((row) => {
    const gallery = imagesOf.get(row.id) ?? [];
    const profileImage = gallery.find((image) => image.isProfile);
    const strangerImages = gallery.map((image) => toStrangerImage(image, bought.has(image.id)));
    return {
      ...toProfileSummary(row, viewer, profileImage?.fileKey, now),
      gender: row.gender ?? 'other',
      city: row.city ?? '',
      country: row.country ?? defaultCountry,
      images: { items: strangerImages, count: strangerImages.length },
      hasActivePremium: hasActivePremium(row, now),
      isLiked: liked.has(row.id),
      isMatch: matched.has(row.id),
      dialogId: dialogOf.get(row.id) ?? null,
      ...profileTraits(row),
    };
  });
};

export const strangerProfileOf = async (db: Database, viewer: UserRow, row: UserRow) => {
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
