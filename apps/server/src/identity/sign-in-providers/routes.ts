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
  identityEndpoints,
  type Language,
  languages,
  type Platform,
} from '@amora/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type UserRow, users } from '../../db/schema';
import { ApiProblem } from '../../http/problem';
import { route } from '../../http/route';
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
import { limitsOf } from '../limits';
import { sendConfirmationMail } from '../mails';
import { revokeTokens } from '../tokens';
import {
  SANDBOX_SUBJECT_PREFIX,
  SocialAuthError,
  type SocialProfile,
  type SocialProvider,
} from './index.ts';

const subjectColumns = {
  google: 'googleSubject',
  apple: 'appleSubject',
  facebook: 'facebookSubject',
} as const satisfies Record<SocialProvider, keyof UserRow>;

const providerNames: Record<SocialProvider, string> = {
  google: 'Google',
  apple: 'Apple',
  facebook: 'Facebook',
};

/** What the app sends about the new member besides the provider's token. */
interface SignUpDetails {
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

/**
 * A refused token is LOGIN_FAILED (the app shows LOGIN_FAILED with TRY_AGAIN); a provider that
 * does not answer is the spec's 'Failed to fetch user info', as a 502.
 */
const verified = async (run: () => Promise<SocialProfile>) => {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof SocialAuthError)) throw error;
    if (error.reason === 'provider_unavailable') {
      throw new ApiProblem(502, errorCodes.FETCH_USER_INFO_FAILED);
    }
    throw ApiProblem.of(errorCodes.LOGIN_FAILED);
  }
};

/** A provider the server has no app credentials for is not offered. */
const configured = <Verifier>(provider: SocialProvider, verifier: Verifier | undefined) => {
  if (!verifier) {
    throw new ApiProblem(
      503,
      errorCodes.LOGIN_FAILED,
      `Sign-in with ${providerNames[provider]} is not set up on this server.`,
    );
  }
  return verifier;
};

/** The first of the browser's languages the app speaks; the default (German) otherwise. */
const languageOf = (request: FastifyRequest): Language => {
  const accepted = String(request.headers['accept-language'] ?? '')
    .split(',')
    .map((entry) => entry.split(';')[0]?.trim().toLowerCase().split('-')[0] ?? '');
  const spoken = accepted.find((code) => (languages as readonly string[]).includes(code));
  return (spoken as Language | undefined) ?? defaultLanguage;
};

export async function socialSignInRoutes(app: FastifyInstance) {
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
  const findAccount = async (profile: SocialProfile): Promise<UserRow | undefined> => {
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

  const logIn = async (request: FastifyRequest, reply: FastifyReply, profile: SocialProfile) => {
    const account = await findAccount(profile);
    if (!account) throw ApiProblem.of(errorCodes.UNKNOWN_ACCOUNT);
    return signIn(app, request, reply, account.id);
  };

  /** Signs in to the profile's account, creating it first when there is none. */
  const register = async (
    request: FastifyRequest,
    reply: FastifyReply,
    profile: SocialProfile,
    details: SignUpDetails,
  ) => {
    const existing = await findAccount(profile);
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

  /** The person behind a provider's token, as each provider checks it (or the sandbox its own). */
  const { sandbox } = app.social;
  const profileOf = {
    google: (token: string) =>
      verified(() =>
        sandbox?.owns(token)
          ? Promise.resolve(sandbox.verify('google', token))
          : configured('google', app.social.google).verify(token),
      ),
    /** `nonce`: the secret whose SHA-256 the token must carry. */
    apple: (token: string, nonce: string) =>
      verified(() =>
        sandbox?.owns(token)
          ? Promise.resolve(sandbox.verify('apple', token, { nonce }))
          : configured('apple', app.social.apple).verify(token, nonce),
      ),
    /** An empty fbUserId (the redirect sign-in does not learn it) is read from the token. */
    facebook: (token: string, fbUserId: string) =>
      verified(() =>
        sandbox?.owns(token)
          ? Promise.resolve(
              sandbox.verify('facebook', token, { claimedUserId: fbUserId || undefined }),
            )
          : configured('facebook', app.social.facebook).verify(token, fbUserId || undefined),
      ),
  };

  const loginLimits = { preHandler: limitsOf(app, 'socialLogin') };
  const registerLimits = { preHandler: limitsOf(app, 'register') };

  route(
    app,
    identityEndpoints.loginGoogle,
    async ({ body, request, reply }) => logIn(request, reply, await profileOf.google(body.token)),
    loginLimits,
  );

  route(
    app,
    identityEndpoints.loginApple,
    async ({ body, request, reply }) =>
      logIn(request, reply, await profileOf.apple(body.token, body.nonce)),
    loginLimits,
  );

  route(
    app,
    identityEndpoints.loginFacebook,
    async ({ body, request, reply }) =>
      logIn(request, reply, await profileOf.facebook(body.token, body.fbUserId)),
    loginLimits,
  );

  route(
    app,
    identityEndpoints.registerGoogle,
    async ({ body, request, reply }) =>
      register(request, reply, await profileOf.google(body.token), body),
    registerLimits,
  );

  // The authorization code (accessCode) is not redeemed: the identity token alone proves the
  // account, and redeeming would need Apple's client secret for nothing the app uses.
  route(
    app,
    identityEndpoints.registerApple,
    async ({ body, request, reply }) =>
      register(request, reply, await profileOf.apple(body.token, body.nonce), body),
    registerLimits,
  );

  route(
    app,
    identityEndpoints.registerFacebook,
    async ({ body, request, reply }) =>
      register(request, reply, await profileOf.facebook(body.token, body.fbUserId), {
        ...body,
        requireProviderEmail: true,
      }),
    registerLimits,
  );
}
