/**
 * The email sign-up (POST /identity/register) with the whole payload: the place resolved through
 * the gazetteer, the profile picture through the picture store, the campaign ids kept for the
 * marketing report. Every check that can refuse runs before anything is written, and the account
 * and its picture are written in one transaction, so a refused registration leaves no trace. The
 * new member is then signed in and sent the confirmation link.
 */
import type { RegistrationPayload } from '@amora/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRow } from '../db/schema';
import type { StoredPicture } from '../media/pictures';
import { defaultSearchGender, resolveResidence, toStoredBirthdate } from '../users';
import { assertEmailFree, insertAccount, normalizeEmail, signIn } from './accounts';
import { sendConfirmationMail } from './mails';
import { hashPassword } from './passwords';

export const registerByEmail = async (
  app: FastifyInstance,
  payload: RegistrationPayload,
): Promise<UserRow> => {
  const email = normalizeEmail(payload.email);
  await assertEmailFree(app.db, email);
  const residence = resolveResidence(app.gazetteer, payload);
  const passwordHash = await hashPassword(payload.password);
  const picture: StoredPicture | undefined = payload.profileImage
    ? await app.pictures.store(payload.profileImage)
    : undefined;
  try {
    return await app.db.transaction(async (tx) => {
      const account = await insertAccount(tx, {
        name: payload.name,
        email,
        passwordHash,
        birthdate: toStoredBirthdate(payload.birthdate),
        gender: payload.gender,
        language: payload.language,
        platform: payload.platform,
        firebaseId: payload.firebaseId || null,
        deviceId: payload.deviceId || null,
        pushPreference: payload.pushPreference,
        interests: payload.interests ?? [],
        lookingFor: payload.searchRelationType ?? null,
        searchGender: payload.searchGender ?? defaultSearchGender(payload.gender),
        searchMinAge: payload.searchMinAge,
        searchMaxAge: payload.searchMaxAge,
        searchDistance: payload.searchDistance,
        ...residence,
        campaignId: payload.campaignId || null,
        clickId: payload.clickId || null,
        sourceId: payload.sourceId || null,
        strangerId: payload.strangerId || null,
      });
      if (picture) await app.pictures.attach(tx, account.id, picture, { isProfile: true });
      return account;
    });
  } catch (error) {
    if (picture) await app.pictures.discard(picture.key);
    throw error;
  }
};

/** The new account, signed in; the confirmation mail goes out after. */
export const register = async (
  app: FastifyInstance,
  payload: RegistrationPayload,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const account = await registerByEmail(app, payload);
  const user = await signIn(app, request, reply, account.id);
  // The account exists either way; a lost mail is sent again from the confirm screen.
  await sendConfirmationMail(app, { ...account, email: user.email }).catch(() => undefined);
  return { registerCreationState: 'succeeded' as const, user };
};
