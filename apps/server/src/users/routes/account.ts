/**
 * The own account (spec 01 section 7): read, change profile fields, delete; search settings,
 * location change, cloud-messaging id and the fuller registration's completion.
 */
import {
  errorCodes,
  errorTexts,
  limits,
  prices,
  type UserProfilePatch,
  userEndpoints,
} from '@amora/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type NewUserRow, users } from '../../db/schema';
import { ApiProblem } from '../../http/problem';
import { route } from '../../http/route';
import type { StoredPicture } from '../../media/pictures';
import { profileImageOf, resolveResidence, toStoredBirthdate } from '..';
import { endErasedAccountConnections, eraseAccount } from '../erase';
import { lockMember, ownUser } from './member';

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

export const accountRoutes = async (app: FastifyInstance) => {
  route(app, userEndpoints.get, ({ member }) => ownUser(app.db, member.id));

  route(app, userEndpoints.update, async ({ member, body }) => {
    const changes = profileChanges(body);
    if (Object.keys(changes).length > 0) {
      await app.db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, member.id));
    }
    return ownUser(app.db, member.id);
  });

  route(app, userEndpoints.delete, async ({ member, request, reply }) => {
    const pictureKeys = await app.db.transaction(async (tx) => {
      await lockMember(tx, member.id);
      return eraseAccount(tx, member.id);
    });
    await endErasedAccountConnections(app, member.id);
    await app.pictures.discard(...pictureKeys);
    // The session row is gone with the others; this clears the cookie.
    await app.sessions.end(request, reply);
  });

  route(app, userEndpoints.updateSearchSettings, async ({ member, body }) =>
    app.db.transaction(async (tx) => {
      const row = await lockMember(tx, member.id);
      // Half a range is checked against the stored other half.
      const minAge = body.searchMinAge ?? row.searchMinAge;
      const maxAge = body.searchMaxAge ?? row.searchMaxAge;
      if (minAge > maxAge) {
        throw ApiProblem.of(errorCodes.AGE_RANGE_INVERTED, errorTexts.AGE_RANGE_INVERTED, [
          { path: 'searchMaxAge', message: errorCodes.AGE_RANGE_INVERTED },
        ]);
      }
      await tx
        .update(users)
        .set({
          searchGender: body.searchGender ?? row.searchGender,
          searchMinAge: minAge,
          searchMaxAge: maxAge,
          searchDistance: body.searchDistance ?? row.searchDistance,
          searchCountryOnly: body.searchCountryOnly ?? row.searchCountryOnly,
          updatedAt: new Date(),
        })
        .where(eq(users.id, member.id));
      return ownUser(tx, member.id);
    }),
  );

  route(app, userEndpoints.changeLocation, async ({ member, body }) => {
    const residence = resolveResidence(app.gazetteer, body);
    return app.db.transaction(async (tx) => {
      const row = await lockMember(tx, member.id);
      const unchanged = row.locationId === residence.locationId && row.zip === residence.zip;
      if (unchanged) return ownUser(tx, member.id);
      // A member without a place yet (some social sign-ups) chooses the first one for free.
      if (row.locationId !== null) {
        await app.ledger.spend(tx, member.id, {
          amount: prices.changeLocation,
          freeCounter: 'freeLocationChangesCount',
          reason: 'changeLocation',
          reference: residence.locationId,
        });
      }
      await tx
        .update(users)
        .set({ ...residence, updatedAt: new Date() })
        .where(eq(users.id, member.id));
      return ownUser(tx, member.id);
    });
  });

  route(app, userEndpoints.updateFirebase, async ({ member, body }) => {
    const firebaseId = body.firebaseId.trim() || null;
    await app.db
      .update(users)
      .set({ firebaseId, updatedAt: new Date() })
      .where(eq(users.id, member.id));
  });

  route(app, userEndpoints.complete, async ({ member, body }) => {
    const picture: StoredPicture | undefined = body.profileImage
      ? await app.pictures.store(body.profileImage, { crop: body.crop })
      : undefined;
    try {
      return await app.db.transaction(async (tx) => {
        const row = await lockMember(tx, member.id);
        if (picture) await app.pictures.attach(tx, member.id, picture, { isProfile: true });
        const interests = body.interests ?? row.interests;
        if (body.publish) {
          if (interests.length < limits.interestsMin)
            throw ApiProblem.of(errorCodes.INTERESTS_TOO_FEW);
          if (!(await profileImageOf(tx, member.id)))
            throw ApiProblem.of(errorCodes.IMAGE_REQUIRED);
        }
        await tx
          .update(users)
          .set({
            interests,
            pushPreference: body.pushPreference ?? row.pushPreference,
            hasCompletedRegistration: row.hasCompletedRegistration || body.publish === true,
            updatedAt: new Date(),
          })
          .where(eq(users.id, member.id));
        return ownUser(tx, member.id);
      });
    } catch (error) {
      if (picture) await app.pictures.discard(picture.key);
      throw error;
    }
  });
};
