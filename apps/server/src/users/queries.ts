/**
 * Reading a member and the member's pictures. A verification selfie is stored as a picture too
 * (user_verifications points at it) but belongs to no gallery: it is never shown, counted or
 * chosen as a profile picture.
 */
import {
  and,
  asc,
  desc,
  eq,
  exists,
  isNull,
  lte,
  notExists,
  or,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database } from '../db/client';
import { preparedStatement } from '../db/prepared';
import {
  type UserImageRow,
  type UserRow,
  type UserVerificationRow,
  userImages,
  users,
  userVerifications,
} from '../db/schema';
import { type GalleryPicture, toUser } from './user-view';

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
export const inGoodStanding = (now: Date | Placeholder = new Date()): SQL =>
  and(
    isNull(users.bannedAt),
    or(isNull(users.suspendedUntil), lte(users.suspendedUntil, now)),
  ) as SQL;

const activeUser = (db: Database) =>
  db
    .select()
    .from(users)
    .where(and(eq(users.id, sql.placeholder('userId')), isNull(users.deletedAt)));
/** Read by most routes (every requireSelf): prepared once per database. */
const activeUserQuery = preparedStatement((db) => activeUser(db).prepare('active_user'));
const lockedActiveUserQuery = preparedStatement((db) =>
  activeUser(db).for('update').prepare('active_user_locked'),
);

/** An account that exists and was not deleted, optionally locked for the rest of a transaction. */
export const findActiveUser = async (
  db: Database,
  userId: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<UserRow | undefined> => {
  if (!isUuid(userId)) return undefined;
  const query = lock ? lockedActiveUserQuery : activeUserQuery;
  const [row] = await query(db).execute({ userId });
  return row;
};

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

/** The gallery in the order the member sees it: the profile picture first, then oldest first. */
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
 * The member's gallery as one JSON array, in the gallery's order, with what a User shows. (In a
 * select list drizzle names a column without its table, so the columns of the array are read in
 * the subquery's own select list and the outer member is named in its where clause.)
 */
const galleryJson = (db: Database) =>
  db
    .select({
      pictures: sql`coalesce(json_agg(json_build_object(
        'id', ${userImages.id},
        'fileKey', ${userImages.fileKey},
        'isPrivate', ${userImages.isPrivate},
        'price', ${userImages.price},
        'isProfile', ${userImages.isProfile},
        'verificationState', ${userImages.verificationState},
        'rejectionReason', ${userImages.rejectionReason},
        'createdAt', ${userImages.createdAt}
      ) order by ${userImages.isProfile} desc, ${userImages.createdAt}, ${userImages.id}), '[]'::json)`,
    })
    .from(userImages)
    .where(and(eq(userImages.userId, users.id), isGalleryImage(db)));

type GalleryPictureJson = Omit<GalleryPicture, 'createdAt'> & { createdAt: string };

/** The own account, prepared once per database (GET /user is among the most frequent calls). */
const ownUserQuery = preparedStatement((db) =>
  db
    .select({
      row: users,
      // One verification request is open at a time, so a pending one is always the latest.
      verificationPending: sql<boolean>`${exists(
        db
          .select({ id: userVerifications.id })
          .from(userVerifications)
          .where(
            and(eq(userVerifications.userId, users.id), eq(userVerifications.state, 'pending')),
          ),
      )}`,
      gallery: sql<GalleryPictureJson[]>`(${galleryJson(db)})`,
    })
    .from(users)
    .where(and(eq(users.id, sql.placeholder('userId')), isNull(users.deletedAt)))
    .prepare('own_user'),
);

/**
 * The own account as the contract's User, or undefined when it does not exist (any more): one
 * round trip for the row, whether a verification is pending, and the gallery.
 */
export const loadUser = async (db: Database, userId: string) => {
  if (!isUuid(userId)) return undefined;
  const [found] = await ownUserQuery(db).execute({ userId });
  if (!found) return undefined;
  const gallery = found.gallery.map((picture) => ({
    ...picture,
    createdAt: new Date(picture.createdAt),
  }));
  return toUser(found.row, gallery, { verificationPending: found.verificationPending });
};
