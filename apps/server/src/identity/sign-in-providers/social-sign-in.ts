/**
 * Registration and login with Google (access token read at the userinfo endpoint), Apple
 * (identity token verified against Apple's JWKS) and Facebook (debug_token and Graph /me). An
 * account is found by the provider's subject, or by an address the provider vouches for, which
 * then links the provider to it. Registering with an account that already exists signs in to it;
 * logging in without one answers UNKNOWN_ACCOUNT, and the app falls back to registering.
 *
 * Linking by address is a takeover risk, so: only Google and Apple vouch for addresses (Facebook
 * gives unconfirmed ones too); an account whose address was never confirmed loses its password,
 * its links and its sessions when a provider proves the address (whoever registered someone
 * else's address first must not keep a way in); the demo's sandbox links nothing by address and
 * signs in only to the accounts it made, never to one with a password.
 */
import {
  type Country,
  defaultCountry,
  defaultLanguage,
  errorCodes,
  type Gender,
  type Language,
  languages,
  type Platform,
} from '@amora/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type UserRow, users } from '../../db/schema';
import { ApiProblem } from '../../http/problem';
import { defaultSearchGender, toStoredBirthdate } from '../../users/user-view';
import {
  assertAdult,
  assertEmailFree,
  findAccountByEmail,
  insertAccount,
  normalizeEmail,
  signIn,
} from '../accounts';
import { markEmailConfirmed } from '../email-address';
import { sendConfirmationMail } from '../mails';
import { revokeTokens } from '../tokens';
import { SANDBOX_SUBJECT_PREFIX, type SocialProfile, type SocialProvider } from './index.ts';

const subjectColumns = {
  google: 'googleSubject',
  apple: 'appleSubject',
  facebook: 'facebookSubject',
} as const satisfies Record<SocialProvider, keyof UserRow>;

/** What the app sends about the new member besides the provider's token. */
export interface SignUpDetails {
  /** What the app saw; the provider's own values come first where it gives them. */
  email?: string;
  name?: string;
  gender?: Gender;
  birthdate?: string;
  country?: Country;
  platform: Platform;
  deviceId?: string;
  firebaseId?: string;
  pushPreference?: boolean;
  /** Facebook: an account that shares no address is refused (spec 01 section 5). */
  requireProviderEmail?: boolean;
  campaignId?: string;
  clickId?: string;
  sourceId?: string;
  strangerId?: string;
}

/** Longest provider name kept: providers allow long display names, the app shows a first name. */
const socialNameMaxLength = 50;

/** The first of the browser's languages the app speaks; the default (German) otherwise. */
const languageOf = (request: FastifyRequest): Language => {
  const accepted = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((entry) => entry.split(';')[0]?.trim().toLowerCase().split('-')[0] ?? '');
  const spoken = accepted.find((code) => (languages as readonly string[]).includes(code));
  return (spoken as Language | undefined) ?? defaultLanguage;
};

const vouchedEmail = (profile: SocialProfile) =>
  profile.email && profile.emailVerified ? normalizeEmail(profile.email) : undefined;

/** An account the demo's sandbox made: one of its subjects carries the sandbox's prefix. */
const isSandboxMade = (account: UserRow) =>
  Object.values(subjectColumns).some((column) =>
    account[column]?.startsWith(SANDBOX_SUBJECT_PREFIX),
  );

/**
 * The account of a provider profile: by the provider's subject, otherwise by an address the
 * provider vouches for, which links the provider to that account (and confirms the address).
 */
const findAccount = async (
  app: FastifyInstance,
  profile: SocialProfile,
): Promise<UserRow | undefined> => {
  const column = subjectColumns[profile.provider];
  const [bySubject] = await app.db
    .select()
    .from(users)
    .where(and(eq(users[column], profile.subject), isNull(users.deletedAt)))
    .limit(1);
  if (bySubject) {
    // A sandbox account that set a password since is no longer the sandbox's to open.
    if (profile.sandbox && bySubject.passwordHash !== null) {
      throw ApiProblem.of(errorCodes.LOGIN_FAILED);
    }
    return bySubject;
  }
  // Anyone types any address into the sandbox: it proves nothing.
  if (profile.sandbox) return undefined;
  const email = vouchedEmail(profile);
  if (!email) return undefined;
  const byEmail = await findAccountByEmail(app.db, email);
  // Linked to another account of the same provider: the address alone does not move it; nor
  // does it move an account of the sandbox's, which anyone could have made with the address.
  if (!byEmail || byEmail[column] !== null || isSandboxMade(byEmail)) return undefined;
  await app.db.transaction(async (tx) => {
    // Never confirmed: whoever registered the address may not own it, and loses every way in
    // (password, other providers' links, sessions, links in mails); the provider proves it.
    const takenOver = !byEmail.emailConfirmed;
    const otherWaysIn = takenOver
      ? { passwordHash: null, googleSubject: null, appleSubject: null, facebookSubject: null }
      : {};
    await tx
      .update(users)
      .set({ ...otherWaysIn, [column]: profile.subject, updatedAt: new Date() })
      .where(eq(users.id, byEmail.id));
    if (takenOver) {
      await revokeTokens(tx, byEmail.id, [
        'resetPassword',
        'transientLogin',
        'changeEmail',
        'verifyEmail',
      ]);
      await app.sessions.revokeAll(byEmail.id, { db: tx });
      await markEmailConfirmed(app, tx, byEmail);
    }
  });
  return byEmail;
};

/** Signs in to the profile's account; without one the answer is UNKNOWN_ACCOUNT. */
export const logInWithProvider = async (
  app: FastifyInstance,
  profile: SocialProfile,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const account = await findAccount(app, profile);
  if (!account) throw ApiProblem.of(errorCodes.UNKNOWN_ACCOUNT);
  return signIn(app, request, reply, account.id);
};

/** Signs in to the profile's account, creating it first when there is none. */
export const registerWithProvider = async (
  app: FastifyInstance,
  profile: SocialProfile,
  details: SignUpDetails,
  request: FastifyRequest,
  reply: FastifyReply,
) => {
  const existing = await findAccount(app, profile);
  if (existing) {
    const user = await signIn(app, request, reply, existing.id);
    return { registerCreationState: 'succeeded' as const, user };
  }
  if (details.requireProviderEmail && !profile.email) {
    throw ApiProblem.of(errorCodes.FACEBOOK_EMAIL_MISSING);
  }
  const confirmedEmail = vouchedEmail(profile);
  const email = confirmedEmail ?? (profile.email || details.email || undefined);
  if (email) await assertEmailFree(app.db, email);
  const birthdate = profile.birthday ?? details.birthdate;
  assertAdult(birthdate);
  const gender = profile.gender ?? details.gender ?? null;
  const name = (profile.givenName || profile.name || details.name || '')
    .trim()
    .slice(0, socialNameMaxLength);
  const account = await app.db.transaction(async (tx) => {
    const row = await insertAccount(tx, {
      name,
      email: email ?? null,
      [subjectColumns[profile.provider]]: profile.subject,
      birthdate: birthdate ? toStoredBirthdate(birthdate) : null,
      gender,
      country: details.country ?? defaultCountry,
      language: languageOf(request),
      platform: details.platform,
      deviceId: details.deviceId || null,
      firebaseId: details.firebaseId || null,
      pushPreference: details.pushPreference ?? false,
      searchGender: defaultSearchGender(gender),
      campaignId: details.campaignId || null,
      clickId: details.clickId || null,
      sourceId: details.sourceId || null,
      strangerId: details.strangerId || null,
    });
    if (confirmedEmail) await markEmailConfirmed(app, tx, row);
    return row;
  });
  const user = await signIn(app, request, reply, account.id);
  if (account.email && !confirmedEmail) {
    // An address the provider does not vouch for is confirmed by link, like an email sign-up.
    await sendConfirmationMail(app, { ...account, email: account.email }).catch(() => undefined);
  }
  return { registerCreationState: 'succeeded' as const, user };
};
