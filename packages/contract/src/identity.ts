/**
 * Registration, login, password and email flows (spec 01 sections 3, 5 and 7).
 */
import * as v from 'valibot';
import { IdParams, optionalField } from './common';
import { registrationDefaults } from './constants';
import { endpoint } from './endpoint';
import { errorCodes } from './errors';
import { CountryInput, Gender, genders, LanguageInput, LookingFor, PlatformInput } from './options';
import { CoinInfo, User } from './user';
import {
  Base64Image,
  Birthdate,
  Consent,
  Email,
  Interests,
  isAgeRangeOrdered,
  LoginPassword,
  missingFieldMessage,
  Name,
  Password,
  SearchAge,
  SearchRadius,
  Zip,
} from './validation';

/** States of a social login on the client (spec 01 section 3). */
export const loginResultStates = ['SUCCEEDED', 'FAILED', 'UNKNOWN_ACCOUNT'] as const;
export const appleAuthorizationStates = ['authorized', 'initial', 'revoked'] as const;
export const registerCreationStates = ['succeeded', 'failed'] as const;

const ShortText = v.pipe(v.string(), v.maxLength(200));
/** A provider's name ("Anna Maria") may break the name rules; only its size is bounded. */
const SocialName = v.pipe(v.string(), v.maxLength(100));
const Token = v.pipe(v.string(), v.nonEmpty(errorCodes.INVALID_TOKEN), v.maxLength(8192));

/**
 * Sign in with Apple: the secret random value whose SHA-256 (hex) the app sent to Apple as the
 * nonce; the identity token must carry that hash (spec: a token alone signs nobody in).
 */
const AppleNonce = v.pipe(v.string(), v.nonEmpty(errorCodes.INVALID_TOKEN), v.maxLength(256));

/** The campaign parameters of the landing URL (pid, cid, sid, strangerId), passed on at sign-up. */
const MarketingFields = {
  campaignId: optionalField(ShortText),
  clickId: optionalField(ShortText),
  sourceId: optionalField(ShortText),
  strangerId: optionalField(ShortText),
};

/** What every sign-up may send about the device. */
const DeviceFields = {
  deviceId: optionalField(ShortText),
  firebaseId: optionalField(v.pipe(v.string(), v.maxLength(4096))),
  platform: optionalField(PlatformInput, 'web'),
};

const requiredText = (code: (typeof errorCodes)[keyof typeof errorCodes]) =>
  v.pipe(v.string(code), v.trim(), v.nonEmpty(code), v.maxLength(200));

/**
 * POST /identity/register: the email sign-up, field names as the spec gives them. The search
 * settings default to the spec's registration values; `searchRelationType` becomes the profile's
 * looking-for; without `searchGender` the server seeks the other gender.
 */
const registrationEntries = {
  name: Name,
  email: Email,
  password: Password,
  birthdate: Birthdate,
  gender: v.picklist(genders, errorCodes.GENDER_REQUIRED),
  country: CountryInput,
  city: requiredText(errorCodes.LOCATION_REQUIRED),
  zip: Zip,
  locationId: requiredText(errorCodes.LOCATION_REQUIRED),
  language: optionalField(LanguageInput, 'de'),
  pushPreference: optionalField(v.boolean(), registrationDefaults.pushPreferenceEmail),
  searchGender: optionalField(Gender),
  searchRelationType: optionalField(LookingFor),
  searchMinAge: optionalField(SearchAge, registrationDefaults.searchMinAge),
  searchMaxAge: optionalField(SearchAge, registrationDefaults.searchMaxAge),
  searchDistance: optionalField(SearchRadius, registrationDefaults.searchDistance),
  interests: optionalField(Interests),
  profileImage: optionalField(Base64Image),
  ...DeviceFields,
  ...MarketingFields,
};

const registrationMissingField = missingFieldMessage({
  name: errorCodes.EMPTY_NAME_INPUT,
  email: errorCodes.EMPTY_EMAIL_INPUT,
  password: errorCodes.EMPTY_PASSWORD_INPUT,
  zip: errorCodes.EMPTY_ZIP_INPUT,
  birthdate: errorCodes.BIRTHDATE_REQUIRED,
  gender: errorCodes.GENDER_REQUIRED,
  country: errorCodes.LOCATION_REQUIRED,
  city: errorCodes.LOCATION_REQUIRED,
  locationId: errorCodes.LOCATION_REQUIRED,
  consent: errorCodes.CONSENT_REQUIRED,
});

export const RegistrationPayload = v.pipe(
  v.object(registrationEntries, registrationMissingField),
  v.forward(
    v.partialCheck(
      [['searchMinAge'], ['searchMaxAge']],
      isAgeRangeOrdered,
      errorCodes.AGE_RANGE_INVERTED,
    ),
    ['searchMaxAge'],
  ),
);
export type RegistrationPayload = v.InferOutput<typeof RegistrationPayload>;

/** The last wizard step as a form: the payload plus the terms-and-privacy tick. */
export const RegistrationForm = v.pipe(
  v.object({ ...registrationEntries, consent: Consent }, registrationMissingField),
  v.forward(
    v.partialCheck(
      [['searchMinAge'], ['searchMaxAge']],
      isAgeRangeOrdered,
      errorCodes.AGE_RANGE_INVERTED,
    ),
    ['searchMaxAge'],
  ),
);

/**
 * POST /identity/register/google. The server reads email and name from the verified token; the
 * fields here are what the client saw, and may be empty (spec 01 section 5).
 */
export const GoogleRegistrationPayload = v.object({
  token: Token,
  email: optionalField(v.string(), ''),
  name: optionalField(SocialName, ''),
  gender: optionalField(Gender, registrationDefaults.googleGender),
  /** Google and Apple tell no age: the app asks for it, and under 18 is refused on every path. */
  birthdate: optionalField(Birthdate),
  country: optionalField(CountryInput),
  ...DeviceFields,
  ...MarketingFields,
});
export type GoogleRegistrationPayload = v.InferOutput<typeof GoogleRegistrationPayload>;

/** POST /identity/register/apple: the Google fields plus Apple's authorization code and nonce. */
export const AppleRegistrationPayload = v.object({
  ...GoogleRegistrationPayload.entries,
  accessCode: Token,
  nonce: AppleNonce,
});
export type AppleRegistrationPayload = v.InferOutput<typeof AppleRegistrationPayload>;

/** POST /identity/register/facebook. A birthdate under 18 is refused like the email sign-up. */
export const FacebookRegistrationPayload = v.object({
  token: Token,
  /** Empty when the app signed in by redirect and did not learn it: the server reads it from the token. */
  fbUserId: v.pipe(v.string(), v.maxLength(200)),
  email: optionalField(v.string(), ''),
  name: optionalField(SocialName, ''),
  birthdate: optionalField(Birthdate),
  gender: optionalField(Gender),
  country: optionalField(CountryInput),
  pushPreference: optionalField(v.boolean(), registrationDefaults.pushPreferenceFacebook),
  ...DeviceFields,
  ...MarketingFields,
});
export type FacebookRegistrationPayload = v.InferOutput<typeof FacebookRegistrationPayload>;

/** POST /identity/login: `userName` is the email address. */
export const EmailLoginPayload = v.object(
  { userName: Email, password: LoginPassword },
  missingFieldMessage({
    userName: errorCodes.EMPTY_EMAIL_INPUT,
    password: errorCodes.EMPTY_PASSWORD_INPUT,
  }),
);
export type EmailLoginPayload = v.InferOutput<typeof EmailLoginPayload>;

export const GoogleLoginPayload = v.object({
  token: Token,
  platform: optionalField(PlatformInput, 'web'),
});
export type GoogleLoginPayload = v.InferOutput<typeof GoogleLoginPayload>;

export const AppleLoginPayload = v.object({
  token: Token,
  accessCode: Token,
  nonce: AppleNonce,
  platform: optionalField(PlatformInput, 'web'),
});
export type AppleLoginPayload = v.InferOutput<typeof AppleLoginPayload>;

export const FacebookLoginPayload = v.object({
  /** Empty when the app signed in by redirect and did not learn it: the server reads it from the token. */
  fbUserId: v.pipe(v.string(), v.maxLength(200)),
  token: Token,
});
export type FacebookLoginPayload = v.InferOutput<typeof FacebookLoginPayload>;

/** POST /identity/login/external: the transient login of a link (query userId and token). */
export const TransientLoginQuery = v.object({
  userId: v.pipe(v.string(), v.nonEmpty(errorCodes.INVALID_TOKEN), v.maxLength(64)),
  token: Token,
});
export type TransientLoginQuery = v.InferOutput<typeof TransientLoginQuery>;

/** Login answers the account; the session travels in its cookie. */
export const LoginResult = User;
export type LoginResult = User;

/** Registration answers the new account; a refused registration answers an ApiError instead. */
export const RegisterResult = v.variant('registerCreationState', [
  v.object({ registerCreationState: v.literal('succeeded'), user: User }),
  v.object({ registerCreationState: v.literal('failed'), user: v.null() }),
]);
export type RegisterResult = v.InferOutput<typeof RegisterResult>;

export const PasswordResetRequest = v.object({ email: Email });
export type PasswordResetRequest = v.InferOutput<typeof PasswordResetRequest>;

export const TokenParams = v.object({ token: Token });

/**
 * POST /identity/resetPassword/{token}: the new password twice, and the member's id from the
 * link (its `uid` query value).
 */
export const PasswordResetPayload = v.pipe(
  v.object({
    uid: v.pipe(v.string(), v.nonEmpty(errorCodes.INVALID_TOKEN), v.maxLength(64)),
    password: Password,
    confirmPassword: v.pipe(v.string(), v.nonEmpty(errorCodes.EMPTY_PASSWORD_INPUT)),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      errorCodes.PASSWORDS_DO_NOT_MATCH,
    ),
    ['confirmPassword'],
  ),
);
export type PasswordResetPayload = v.InferOutput<typeof PasswordResetPayload>;

/** PATCH /identity/password: the current password proves it is the member. */
export const PasswordChangePayload = v.object({
  oldPassword: LoginPassword,
  newPassword: Password,
});
export type PasswordChangePayload = v.InferOutput<typeof PasswordChangePayload>;

/**
 * POST /identity/email: the new address and the current password (a session left open is not
 * enough to move the account); a missing password is answered like a wrong one.
 */
export const EmailChangePayload = v.object({
  newEmail: Email,
  password: optionalField(v.pipe(v.string(), v.maxLength(1024)), ''),
});
export type EmailChangePayload = v.InferOutput<typeof EmailChangePayload>;

export const VerifyEmailQuery = v.object({ email: Email });
export type VerifyEmailQuery = v.InferOutput<typeof VerifyEmailQuery>;

/** The confirmation link's token (its `t` query value). */
export const ConfirmEmailQuery = v.object({ token: Token });
export type ConfirmEmailQuery = v.InferOutput<typeof ConfirmEmailQuery>;

export const ConfirmEmailChangeQuery = v.object({ token: Token, email: Email });
export type ConfirmEmailChangeQuery = v.InferOutput<typeof ConfirmEmailChangeQuery>;

const registration = <Body extends v.GenericSchema>(path: string, summary: string, body: Body) =>
  endpoint({
    method: 'POST',
    path,
    auth: 'visitor',
    answer: 'data',
    tag: 'identity',
    summary,
    body,
    response: RegisterResult,
  });

const login = <Body extends v.GenericSchema>(path: string, summary: string, body: Body) =>
  endpoint({
    method: 'POST',
    path,
    auth: 'visitor',
    answer: 'data',
    tag: 'identity',
    summary,
    body,
    response: LoginResult,
  });

export const identityEndpoints = {
  register: registration('/identity/register', 'Register by email', RegistrationPayload),
  registerApple: registration(
    '/identity/register/apple',
    'Register with Apple',
    AppleRegistrationPayload,
  ),
  registerFacebook: registration(
    '/identity/register/facebook',
    'Register with Facebook',
    FacebookRegistrationPayload,
  ),
  registerGoogle: registration(
    '/identity/register/google',
    'Register with Google',
    GoogleRegistrationPayload,
  ),
  login: login('/identity/login', 'Log in by email and password', EmailLoginPayload),
  loginApple: login('/identity/login/apple', 'Log in with Apple', AppleLoginPayload),
  loginFacebook: login('/identity/login/facebook', 'Log in with Facebook', FacebookLoginPayload),
  loginGoogle: login('/identity/login/google', 'Log in with Google', GoogleLoginPayload),
  loginExternal: endpoint({
    method: 'POST',
    path: '/identity/login/external',
    auth: 'any',
    answer: 'data',
    tag: 'identity',
    summary: 'Transient login by a link carrying userId and token',
    query: TransientLoginQuery,
    response: LoginResult,
  }),
  logout: endpoint({
    method: 'POST',
    path: '/identity/logout',
    auth: 'any',
    answer: 'boolean',
    tag: 'identity',
    summary: 'End the session',
  }),
  requestPasswordReset: endpoint({
    method: 'POST',
    path: '/identity/resetPassword',
    auth: 'any',
    answer: 'boolean',
    tag: 'identity',
    summary: 'Email a reset link (true also for an unknown address, which is not revealed)',
    body: PasswordResetRequest,
  }),
  resetPassword: endpoint({
    method: 'POST',
    path: '/identity/resetPassword/{token}',
    auth: 'any',
    answer: 'boolean',
    tag: 'identity',
    summary: 'Set a new password with the link of the reset email',
    params: TokenParams,
    body: PasswordResetPayload,
  }),
  changePassword: endpoint({
    method: 'PATCH',
    path: '/identity/password',
    auth: 'member',
    answer: 'boolean',
    tag: 'identity',
    summary: 'Change the password (WRONG_PASSWORD when the current one is wrong)',
    body: PasswordChangePayload,
  }),
  verifyEmail: endpoint({
    method: 'GET',
    path: '/identity/verifyEmail',
    auth: 'any',
    answer: 'boolean',
    tag: 'identity',
    summary: 'True when the address may be used to register (EMAIL_ALREADY_EXISTS otherwise)',
    query: VerifyEmailQuery,
  }),
  confirmEmail: endpoint({
    method: 'POST',
    path: '/identity/verify/{id}/token',
    auth: 'any',
    answer: 'boolean',
    tag: 'identity',
    summary: 'Confirm the email address (gives the confirm-email bonus once)',
    params: IdParams,
    query: ConfirmEmailQuery,
  }),
  confirmEmailChange: endpoint({
    method: 'POST',
    path: '/identity/verify/{id}/token/change',
    auth: 'any',
    answer: 'boolean',
    tag: 'identity',
    summary: 'Confirm the change to a new email address',
    params: IdParams,
    query: ConfirmEmailChangeQuery,
  }),
  resendConfirmation: endpoint({
    method: 'POST',
    path: '/identity/verify/{id}/resend',
    auth: 'any',
    answer: 'boolean',
    tag: 'identity',
    summary: 'Send the confirmation email again',
    params: IdParams,
  }),
  changeEmail: endpoint({
    method: 'POST',
    path: '/identity/email',
    auth: 'member',
    answer: 'boolean',
    tag: 'identity',
    summary: 'Ask to change the email address; a link to the new one confirms it',
    body: EmailChangePayload,
  }),
  coinInfo: endpoint({
    method: 'GET',
    path: '/identity/coinInfo',
    auth: 'member',
    answer: 'data',
    tag: 'identity',
    summary: 'Coins, free coins, stars and free allowances',
    response: CoinInfo,
  }),
};
