export {
  APPLE_ISSUER,
  APPLE_JWKS_URL,
  AppleVerifier,
  type AppleVerifierConfig,
  nonceMatches,
} from './apple.ts';
export {
  FACEBOOK_GRAPH_URL,
  FACEBOOK_PROFILE_FIELDS,
  FacebookVerifier,
  type FacebookVerifierConfig,
  parseFacebookBirthday,
} from './facebook.ts';
export {
  GOOGLE_FAILURE_MESSAGE,
  GOOGLE_TOKENINFO_URL,
  GOOGLE_USERINFO_URL,
  GoogleVerifier,
  type GoogleVerifierConfig,
} from './google.ts';
export {
  SANDBOX_SUBJECT_PREFIX,
  type SandboxAccount,
  SOCIAL_SANDBOX_PATH,
  SocialSandbox,
} from './sandbox.ts';
export {
  SocialAuthError,
  type SocialAuthFailure,
  type SocialProfile,
  type SocialProvider,
} from './types.ts';
