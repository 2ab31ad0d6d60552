/**
 * Reading a member and the member's pictures. A verification selfie is stored as a picture too
 * (user_verifications points at it) but belongs to no gallery: it is never shown, counted or
 * chosen as a profile picture.
 */
import { and, asc, desc, eq, exists, isNull, lte, notExists, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import {
  type UserImageRow,
  type UserRow,
  type UserVerificationRow,
  userImages,
  users,
  userVerifications,
} from '../db/schema';
import { toUser } from './user-view';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else names nothing (and would make PostgreSQL fail the query). */
export const isUuid = (value: string) => uuidPattern.test(value);

/** The picture is one of the gallery's, not a verification selfie. */
export const isGalleryImage = (db: Database): SQL =>
  notExists(
    db
      .select({ id: userVerifications.id })
      .from(userVerifications)
      .where(eq(userVerifications.imageId, userImages.id)),
  );

/**
 * Neither banned nor suspended at `now`: such a member is shown in lists and may sign in. (A
 * deleted account is filtered by `deletedAt` where it matters.)
 */
export const inGoodStanding = (now = new Date()): SQL =>
  and(
    isNull(users.bannedAt),
    or(isNull(users.suspendedUntil), lte(users.suspendedUntil, now)),
  ) as SQL;

/** An account that exists and was not deleted, optionally locked for the rest of a transaction. */
export const findActiveUser = async (
  db: Database,
  userId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<UserRow | undefined> => {
  if (!isUuid(userId)) return undefined;
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
};

/** The gallery in the order the member sees it: the profile picture first, then oldest first. */
/** The member's profile picture, if one is chosen. */
export const profileImageOf = async (
  db: Database,
  userId: string,
): Promise<UserImageRow | undefined> => {
  const [image] = await db
    .select()
    .from(userImages)
    .where(and(eq(userImages.userId, userId), eq(userImages.isProfile, true)))
    .limit(1);
  return image;
};

export const galleryOf = (db: Database, userId: string): Promise<UserImageRow[]> =>
  db
    .select()
    .from(userImages)
    .where(and(eq(userImages.userId, userId), isGalleryImage(db)))
    .orderBy(desc(userImages.isProfile), asc(userImages.createdAt), asc(userImages.id));

/** The member's latest verification request, if any. */
export const latestVerificationOf = async (
  db: Database,
  userId: string,
): Promise<UserVerificationRow | undefined> => {
  const [row] = await db
    .select()
    .from(userVerifications)
    .where(eq(userVerifications.userId, userId))
    .orderBy(desc(userVerifications.createdAt), desc(userVerifications.id))
    .limit(1);
  return row;
};

/**
 * The own account as the contract's User, or undefined when it does not exist (any more). Two
 * queries, as GET /user is among the most frequent calls: the row with whether a verification
 * is pending (one request is open at a time, so a pending one is always the latest), and the
 * gallery.
 */
export const loadUser = async (db: Database, userId: string) => {
  if (!isUuid(userId)) return undefined;
  const verificationPending = exists(
    db
      .select({ id: userVerifications.id })
      .from(userVerifications)
      .where(and(eq(userVerifications.userId, users.id), eq(userVerifications.state, 'pending'))),
  );
  const [[found], images] = await Promise.all([
    db
      .select({ row: users, verificationPending: sql<boolean>`${verificationPending}` })
      .from(users)
      .where(and(eq(users.id, userId), isNull(users.deletedAt))),
    galleryOf(db, userId),
  ]);
  if (!found) return undefined;
  return toUser(found.row, images, { verificationPending: found.verificationPending });
};
