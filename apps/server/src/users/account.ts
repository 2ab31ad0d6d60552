/**
 * Changes of the own account (spec 01 section 7): profile fields, search settings, the
 * cloud-messaging id and the fuller registration's completion. Each answers the account as it
 * reads afterwards.
 */
import {
  type CompletionPayload,
  errorCodes,
  errorTexts,
  limits,
  type SearchSettingsPayload,
  type User,
  type UserProfilePatch,
} from '@amora/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { type NewUserRow, users } from '../db/schema';
import { ApiProblem } from '../http/problem';
import type { StoredPicture } from '../media/pictures';
import { lockMember, ownUser } from './member';
import { profileImageOf } from './queries';
import { toStoredBirthdate } from './user-view';

/** The columns a profile patch changes: only the fields it names; a blank about-me clears it. */
const profileChanges = (patch: UserProfilePatch): Partial<NewUserRow> => {
  const { birthdate, aboutMe, ...fields } = patch;
  const changes: Partial<NewUserRow> = Object.fromEntries(
    Object.entries(fields).filter(([, value]) => value !== undefined),
  );
  if (birthdate !== undefined) changes.birthdate = toStoredBirthdate(birthdate);
  if (aboutMe !== undefined) changes.aboutMe = aboutMe === null || aboutMe === '' ? null : aboutMe;
  return changes;
};

export const updateProfile = async (
  db: Database,
  memberId: string,
  patch: UserProfilePatch,
): Promise<User> => {
  const changes = profileChanges(patch);
  if (Object.keys(changes).length > 0) {
    await db
      .update(users)
      .set({ ...changes, updatedAt: new Date() })
      .where(eq(users.id, memberId));
  }
  return ownUser(db, memberId);
};

export const updateSearchSettings = (
  db: Database,
  memberId: string,
  settings: SearchSettingsPayload,
): Promise<User> =>
  db.transaction(async (tx) => {
    const row = await lockMember(tx, memberId);
    // Half a range is checked against the stored other half.
    const minAge = settings.searchMinAge ?? row.searchMinAge;
    const maxAge = settings.searchMaxAge ?? row.searchMaxAge;
    if (minAge > maxAge) {
      throw ApiProblem.of(errorCodes.AGE_RANGE_INVERTED, errorTexts.AGE_RANGE_INVERTED, [
        { path: 'searchMaxAge', message: errorCodes.AGE_RANGE_INVERTED },
      ]);
    }
    await tx
      .update(users)
      .set({
        searchGender: settings.searchGender ?? row.searchGender,
        searchMinAge: minAge,
        searchMaxAge: maxAge,
        searchDistance: settings.searchDistance ?? row.searchDistance,
        searchCountryOnly: settings.searchCountryOnly ?? row.searchCountryOnly,
        updatedAt: new Date(),
      })
      .where(eq(users.id, memberId));
    return ownUser(tx, memberId);
  });

/** A blank id forgets the device's cloud-messaging registration. */
export const updateFirebaseId = async (db: Database, memberId: string, firebaseId: string) => {
  await db
    .update(users)
    .set({ firebaseId: firebaseId.trim() || null, updatedAt: new Date() })
    .where(eq(users.id, memberId));
};

/**
 * The fuller registration: interests, push preference, an optional profile picture, and with
 * `publish` the profile shown to others, which needs enough interests and a profile picture.
 */
export const completeRegistration = async (
  app: FastifyInstance,
  memberId: string,
  completion: CompletionPayload,
): Promise<User> => {
  const picture: StoredPicture | undefined = completion.profileImage
    ? await app.pictures.store(completion.profileImage, { crop: completion.crop })
    : undefined;
  try {
    return await app.db.transaction(async (tx) => {
      const row = await lockMember(tx, memberId);
      if (picture) await app.pictures.attach(tx, memberId, picture, { isProfile: true });
      const interests = completion.interests ?? row.interests;
      if (completion.publish) {
        if (interests.length < limits.interestsMin)
          throw ApiProblem.of(errorCodes.INTERESTS_TOO_FEW);
        if (!(await profileImageOf(tx, memberId))) throw ApiProblem.of(errorCodes.IMAGE_REQUIRED);
      }
      await tx
        .update(users)
        .set({
          interests,
          pushPreference: completion.pushPreference ?? row.pushPreference,
          hasCompletedRegistration: row.hasCompletedRegistration || completion.publish === true,
          updatedAt: new Date(),
        })
        .where(eq(users.id, memberId));
      return ownUser(tx, memberId);
    });
  } catch (error) {
    if (picture) await app.pictures.discard(picture.key);
    throw error;
  }
};
