/**
 * Deleting an account. The users row is anonymised, not removed: the coin ledger is append-only
 * and its entries point at the row, so removing it would either break the ledger's foreign key or
 * delete the record of money that really moved (payments, refunds, audits need it). Everything
 * that says who the member was is erased in the same transaction: name, email, birthdate, sign-in
 * subjects, profile texts and traits, place and coordinates, device and marketing ids, pictures,
 * verification requests, open links and sessions. What stays is an id, the balance columns the
 * ledger sums up to, and the moments of creation and deletion.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import {
  oneTimeTokens,
  sessions,
  type UserRow,
  userImages,
  users,
  userVerifications,
} from '../db/schema';
import { lockMember } from './member';

/** The personal columns as they read after the deletion. */
const erasedPersonalData = {
  name: '',
  email: null,
  emailConfirmed: false,
  passwordHash: null,
  googleSubject: null,
  appleSubject: null,
  facebookSubject: null,
  birthdate: null,
  gender: null,
  bodyHeight: null,
  firebaseId: null,
  deviceId: null,
  hasCompletedRegistration: false,
  verified: false,
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
  searchGender: null,
  pushPreference: false,
  emailPushPreference: false,
  newsletterSubscribed: false,
  locationId: null,
  city: null,
  zip: null,
  country: null,
  latitude: null,
  longitude: null,
  gridLatitude: null,
  gridLongitude: null,
  turboRocketEndDate: null,
  lastSeenAt: null,
  campaignId: null,
  clickId: null,
  sourceId: null,
  strangerId: null,
} satisfies Partial<UserRow>;

/**
 * Erases the account inside the caller's transaction and answers the keys of its picture files,
 * which the caller discards once the transaction has committed (a failed deletion keeps them).
 */
export const eraseAccount = async (tx: Database, userId: string): Promise<string[]> => {
  const pictures = await tx
    .delete(userImages)
    .where(eq(userImages.userId, userId))
    .returning({ key: userImages.fileKey });
  await tx.delete(userVerifications).where(eq(userVerifications.userId, userId));
  await tx.delete(oneTimeTokens).where(eq(oneTimeTokens.userId, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  const now = new Date();
  await tx
    .update(users)
    .set({ ...erasedPersonalData, deletedAt: now, updatedAt: now })
    .where(eq(users.id, userId));
  return pictures.map((picture) => picture.key);
};

/**
 * Once the deletion has committed: the sessions it removed are announced as ended, so every hub
 * connection of the member (any transport, any session, any server process) closes at once.
 * Announced inside the transaction, a deletion that then rolled back would still have cut them.
 */
export const endErasedAccountConnections = (app: FastifyInstance, userId: string) =>
  app.sessions.revokeAll(userId);

/**
 * DELETE /user: erases the account with its row locked, then closes its connections and removes
 * its picture files. The caller ends the request's own session (its cookie).
 */
export const deleteAccount = async (app: FastifyInstance, memberId: string) => {
  const pictureKeys = await app.db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    return eraseAccount(tx, memberId);
  });
  await endErasedAccountConnections(app, memberId);
  await app.pictures.discard(...pictureKeys);
};
