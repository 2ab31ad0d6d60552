/**
 * The server's configuration, read once from the environment and validated at start-up, so a
 * wrong value stops the server with one line instead of failing on the first request that needs it.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Configuration, defaultConfiguration } from '@amora/contract';
import * as v from 'valibot';
import {
  APPLE_ROOT_CERTIFICATE_FILE,
  GOOGLE_OIDC_JWKS_URL,
  GOOGLE_PLAY_API_URL,
  GOOGLE_TOKEN_URL,
  MOLLIE_API_URL,
  PAYPAL_API_URL,
  type PaymentProvidersConfig,
  STRIPE_API_URL,
} from './payments/providers';

/** The server package folder: one level above both src/config.ts and the bundled dist/server.js. */
export const packageRoot = fileURLToPath(new URL('..', import.meta.url));

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const logFormats = ['pretty', 'json'] as const;

const httpUrl = (what: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.url(`must be a URL (${what})`),
    v.check((value) => /^https?:\/\//.test(value), 'must start with http:// or https://'),
  );

/** The landing page switches of GET /configuration, each off unless LANDING_FEATURES names it. */
const landingFeatureNames: string[] = Object.keys(defaultConfiguration.features);
export type LandingFeatures = Configuration['features'];

/** proxy-addr's names for address ranges, usable in TRUST_PROXY. */
const proxyRangeNames = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (item: string) => {
  if (proxyRangeNames.includes(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
};

const optionalText = v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty')));

const EnvironmentSchema = v.object({
  PORT: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d+$/, 'must be a whole number'),
      v.transform(Number),
      v.maxValue(65_535, 'must be at most 65535'),
    ),
    '8080',
  ),
  /**
   * Which proxies in front of the server to believe about the client's address (X-Forwarded-For):
   * their addresses or ranges, comma-separated, or a number of hops. Unset: none.
   */
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((value): number | string[] =>
        /^\d+$/.test(value)
          ? Number(value)
          : value
              .split(',')
              .map((item) => item.trim())
              .filter(Boolean),
      ),
      v.check(
        (value) =>
          typeof value === 'number' ? value > 0 : value.length > 0 && value.every(isProxyAddress),
        `must be a number of proxy hops, or proxy addresses or ranges (CIDR, ${proxyRangeNames.join(', ')}) separated by commas`,
      ),
    ),
  ),
  HOST: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty')), '0.0.0.0'),
  DATA_DIR: v.optional(
    v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty')),
    './.data/',
  ),
  DATABASE_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (value) => /^postgres(ql)?:\/\/.+/.test(value),
        'must be a postgres:// or postgresql:// URL',
      ),
    ),
  ),
  REDIS_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => /^rediss?:\/\/.+/.test(value), 'must be a redis:// or rediss:// URL'),
    ),
  ),
  SMTP_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check((value) => /^smtps?:\/\/.+/.test(value), 'must be an smtp:// or smtps:// URL'),
    ),
  ),
  PUBLIC_URL: v.optional(httpUrl('the address members open, e.g. https://amora.example')),
  // Pictures in an S3-compatible bucket instead of DATA_DIR/uploads, when all four are set.
  S3_URL: v.optional(
    httpUrl('the object store’s endpoint, e.g. https://s3.eu-central-1.amazonaws.com'),
  ),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: v.optional(
    v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty')),
    'us-east-1',
  ),
  NODE_ENV: v.optional(
    v.picklist(['development', 'production', 'test'], 'must be development, production or test'),
    'development',
  ),
  /** The one switch for what is there for trying the product: sandboxes, dev mailbox, demo data. */
  AMORA_DEMO: v.optional(
    v.pipe(
      v.picklist(['1', '0', 'true', 'false'], 'must be 1 or 0'),
      v.transform((value) => value === '1' || value === 'true'),
    ),
    '0',
  ),
  LOG_LEVEL: v.optional(v.picklist(logLevels, `must be one of ${logLevels.join(', ')}`), 'info'),
  /** Unset: readable lines when the output is a terminal, one JSON object a line otherwise. */
  LOG_FORMAT: v.optional(v.picklist(logFormats, `must be one of ${logFormats.join(', ')}`)),
  /**
   * The bearer token a scraper of /metrics must send. Unset, /metrics is open in development and
   * test and absent (404) in production: its route names and rates are not for everybody.
   */
  METRICS_TOKEN: v.optional(
    v.pipe(v.string(), v.trim(), v.minLength(16, 'must be at least 16 characters long')),
  ),
  WEB_DIST: optionalText,
  CONSOLE_DIST: optionalText,
  SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters long'))),
  GOOGLE_USERINFO_URL: v.optional(
    httpUrl('Google userinfo endpoint'),
    'https://www.googleapis.com/oauth2/v3/userinfo',
  ),
  GOOGLE_TOKENINFO_URL: v.optional(
    httpUrl('Google tokeninfo endpoint'),
    'https://oauth2.googleapis.com/tokeninfo',
  ),
  GOOGLE_CLIENT_IDS: optionalText,
  /** The web app's OAuth client (its redirect sign-in); without it the sandbox serves Google. */
  GOOGLE_WEB_CLIENT_ID: optionalText,
  APPLE_JWKS_URL: v.optional(httpUrl('Apple JWKS'), 'https://appleid.apple.com/auth/keys'),
  APPLE_AUDIENCE: optionalText,
  /** The web app's Services ID for Sign in with Apple; it must also be listed in APPLE_AUDIENCE. */
  APPLE_WEB_CLIENT_ID: optionalText,
  FACEBOOK_GRAPH_URL: v.optional(httpUrl('Facebook Graph API'), 'https://graph.facebook.com'),
  FACEBOOK_APP_ID: optionalText,
  FACEBOOK_APP_SECRET: optionalText,
  // Payment providers: each one is used when all of its keys are set (see paymentProviders).
  // An origin: the Stripe SDK takes a host, port and protocol, and would drop a path.
  STRIPE_API_URL: v.optional(
    v.pipe(
      httpUrl('Stripe API'),
      v.check((value) => {
        // Not a URL at all is the issue httpUrl reports (the pipe runs on after it).
        const url = URL.canParse(value) ? new URL(value) : undefined;
        return !url || (url.pathname === '/' && !url.search && !url.hash);
      }, 'must be an origin without a path (the Stripe SDK takes host, port and protocol)'),
    ),
    STRIPE_API_URL,
  ),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  MOLLIE_API_URL: v.optional(httpUrl('Mollie API'), MOLLIE_API_URL),
  MOLLIE_API_KEY: optionalText,
  PAYPAL_API_URL: v.optional(httpUrl('PayPal API'), PAYPAL_API_URL),
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  PAYPAL_WEBHOOK_ID: optionalText,
  PAYPAL_PLAN_IDS: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^[\w-]+=[\w-]+(,[\w-]+=[\w-]+)*$/,
        'must list productId=planId pairs separated by commas',
      ),
    ),
  ),
  MICROPAYMENT_PROJECT: optionalText,
  MICROPAYMENT_ACCESS_KEY: optionalText,
  MICROPAYMENT_NOTIFICATION_KEY: optionalText,
  MICROPAYMENT_WINDOW_URL: v.optional(httpUrl('microPayment payment windows')),
  MICROPAYMENT_TEST_MODE: v.optional(
    v.pipe(
      v.picklist(['true', 'false'], 'must be true or false'),
      v.transform((value) => value === 'true'),
    ),
    'false',
  ),
  // App Store: StoreKit 2 signed transactions, read back through the App Store Server API.
  APPLE_BUNDLE_ID: optionalText,
  /** The app's Apple ID in App Store Connect (a number); needed for the Production environment. */
  APPLE_APP_ID: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^\d+$/, 'must be the app’s Apple ID, a number (App Store Connect, App Information)'),
      v.transform(Number),
    ),
  ),
  APPLE_STORE_ISSUER_ID: optionalText,
  APPLE_STORE_KEY_ID: optionalText,
  /** The App Store Connect API key's .p8 file (PEM; line breaks may be written \n). */
  APPLE_STORE_PRIVATE_KEY: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((value) => value.replaceAll('\\n', '\n')),
      v.check(
        (value) => value.includes('-----BEGIN PRIVATE KEY-----'),
        'must be the PEM text of the App Store Connect API key (.p8 file)',
      ),
    ),
  ),
  APPLE_STORE_ENVIRONMENT: v.optional(
    v.picklist(['Production', 'Sandbox'], 'must be Production or Sandbox'),
    'Production',
  ),
  APPLE_STORE_API_URL: v.optional(httpUrl('App Store Server API')),
  /** Trusted roots instead of the shipped Apple Root CA G3 (PEM): tests and local chains only. */
  APPLE_STORE_ROOT_CERTIFICATES: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((value) => value.replaceAll('\\n', '\n')),
      v.check(
        (value) => value.includes('-----BEGIN CERTIFICATE-----'),
        'must be PEM certificates (-----BEGIN CERTIFICATE-----)',
      ),
    ),
  ),
  GOOGLE_PLAY_API_URL: v.optional(httpUrl('Google Play Developer API'), GOOGLE_PLAY_API_URL),
  GOOGLE_PLAY_TOKEN_URL: v.optional(httpUrl('Google OAuth token endpoint'), GOOGLE_TOKEN_URL),
  GOOGLE_PLAY_PACKAGE_NAME: optionalText,
  GOOGLE_PLAY_SERVICE_ACCOUNT_EMAIL: optionalText,
  GOOGLE_PLAY_PRIVATE_KEY: optionalText,
  /** Real-time developer notifications: the Pub/Sub push subscription's service account ... */
  GOOGLE_PLAY_NOTIFICATION_EMAIL: optionalText,
  /** ... the audience of its tokens (default: PUBLIC_URL/v1/payment/webhook/google) ... */
  GOOGLE_PLAY_NOTIFICATION_AUDIENCE: optionalText,
  /** ... and Google's keys that sign them. */
  GOOGLE_PLAY_JWKS_URL: v.optional(httpUrl('Google OIDC keys'), GOOGLE_OIDC_JWKS_URL),
  // What GET /configuration tells the apps (http/configuration.ts).
  MINIMUM_APP_VERSION: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^\d+(\.\d+){0,2}$/, 'must be a version such as 1.4.0')),
  ),
  LANDING_FEATURES: v.optional(
    v.pipe(
      v.string(),
      v.transform((list) =>
        list
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean),
      ),
      v.check(
        (names) => names.every((name) => landingFeatureNames.includes(name)),
        (issue) =>
          `must list landing switches among ${landingFeatureNames.join(', ')} (not ${(
            issue.input as string[]
          )
            .filter((name) => !landingFeatureNames.includes(name))
            .join(', ')})`,
      ),
    ),
  ),
});

export type LogLevel = (typeof logLevels)[number];
export type LogFormat = (typeof logFormats)[number];

export interface Config {
  port: number;
  host: string;
  /** Absolute; the embedded database, uploads and the generated secret live here. */
  dataDir: string;
  /** The bucket the pictures live in; undefined: on the disk under dataDir/uploads. */
  objectStorage: ObjectStorageSettings | undefined;
  /** PostgreSQL when set; otherwise the embedded PGlite database under dataDir/db. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  /** Without a trailing slash; links in mails start with it and Origin checks compare with it. */
  publicUrl: string;
  publicOrigin: string;
  /** The proxies whose X-Forwarded-For is believed: addresses or ranges, or a hop count. */
  trustProxy: number | string[] | undefined;
  /** Cookies are marked Secure when members reach the server over https. */
  secureCookies: boolean;
  environment: 'development' | 'production' | 'test';
  /**
   * AMORA_DEMO=1: the sandbox sign-in and checkout, the dev mailbox and the demo data exist.
   * Off unless asked for, whatever NODE_ENV says.
   */
  demo: boolean;
  logLevel: LogLevel;
  /** Undefined: chosen by whether the output is a terminal (http/logging.ts). */
  logFormat: LogFormat | undefined;
  /**
   * What /metrics asks for: a bearer token, open (development and test without a token), or
   * nothing there at all (production without a token).
   */
  metricsAccess: { token: string } | 'open' | 'absent';
  /** Absolute path of the built web app; served only when the folder exists. */
  webDist: string;
  /** The built operator console (apps/console/dist), served under /console when present. */
  consoleDist: string;
  /** Signs transient-login and newsletter links. */
  secret: string;
  providers: {
    googleUserinfoUrl: string;
    googleTokeninfoUrl: string;
    /** The OAuth client ids a Google token must be issued to (comma-separated). */
    googleClientIds: string | undefined;
    googleWebClientId: string | undefined;
    appleJwksUrl: string;
    appleAudience: string | undefined;
    appleWebClientId: string | undefined;
    facebookGraphUrl: string;
    facebookAppId: string | undefined;
    facebookAppSecret: string | undefined;
  };
  /** The configured payment providers; the sandbox needs nothing and is not listed. */
  payments: PaymentProviderSettings;
  /** The operator's part of GET /configuration. */
  apps: {
    /** Older apps (and web app builds) show "Update available"; null: every version is served. */
    minimumAppVersion: string | null;
    landingFeatures: LandingFeatures;
  };
}

/** An S3-compatible bucket (AWS S3, MinIO, Ceph, Garage, R2 ...), addressed by path. */
export interface ObjectStorageSettings {
  /** The endpoint, without a trailing slash. */
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

export type PaymentProviderSettings = Omit<
  PaymentProvidersConfig,
  'publicUrl' | 'secret' | 'timeoutMs'
>;

/**
 * A configuration mistake, described in one line that names the variable (or what to do, as for
 * an embedded database another process holds).
 */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** Validates the environment; throws a ConfigError naming the first wrong variable. */
export const parseEnvironment = (env: NodeJS.ProcessEnv) => {
  // An empty variable (`PORT=`) means "not set", as in most shells' `${PORT:-8080}`.
  const present = Object.fromEntries(
    Object.keys(EnvironmentSchema.entries)
      .filter((name) => env[name] !== undefined && env[name] !== '')
      .map((name) => [name, env[name]]),
  );
  const result = v.safeParse(EnvironmentSchema, present);
  if (!result.success) {
    const [issue] = result.issues;
    const variable = issue.path?.[0]?.key;
    const value = typeof variable === 'string' ? present[variable] : undefined;
    throw new ConfigError(
      `Invalid environment variable ${String(variable)}=${JSON.stringify(value)}: ${issue.message}`,
    );
  }
  return result.output;
};

/**
 * The secret must survive restarts (signed links in mails stay valid), so a generated one is kept
 * in the data folder, readable only by the server's user.
 */
const loadOrCreateSecret = async (dataDir: string): Promise<string> => {
  const secretFile = path.join(dataDir, 'secret');
  try {
    const stored = (await readFile(secretFile, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(secretFile, `${secret}\n`, { mode: 0o600 });
  return secret;
};

type Environment = ReturnType<typeof parseEnvironment>;

/**
 * A provider's settings when all of its keys are set, nothing when none is, and a ConfigError
 * naming the first missing key when only some are: a half-configured provider is a mistake that
 * would otherwise show only as failing payments.
 */
const provider = <Keys extends keyof Environment, Options>(
  env: Environment,
  keys: Keys[],
  options: (values: { [Key in Keys]: NonNullable<Environment[Key]> }) => Options,
): Options | undefined => {
  const missing = keys.filter((key) => env[key] === undefined);
  if (missing.length === keys.length) return undefined;
  if (missing.length > 0) {
    const given = keys.find((key) => env[key] !== undefined);
    throw new ConfigError(`${String(missing[0])} must be set together with ${String(given)}`);
  }
  return options(env as { [Key in Keys]: NonNullable<Environment[Key]> });
};

/** The pictures' bucket when S3_URL and its keys are set; half of them set is a ConfigError. */
export const objectStorageSettings = (env: Environment): ObjectStorageSettings | undefined =>
  provider(env, ['S3_URL', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'], (keys) => ({
    url: withoutTrailingSlash(keys.S3_URL),
    bucket: keys.S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: keys.S3_ACCESS_KEY_ID,
    secretAccessKey: keys.S3_SECRET_ACCESS_KEY,
  }));

/** `premium-1m=P-1,premium-3m=P-3` as PayPal plan ids by our product id. */
const planIdsOf = (list: string | undefined) =>
  list
    ? Object.fromEntries(list.split(',').map((pair) => pair.split('=') as [string, string]))
    : undefined;

export const paymentProviderSettings = (env: Environment): PaymentProviderSettings => ({
  stripe: provider(env, ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'], (keys) => ({
    apiUrl: withoutTrailingSlash(env.STRIPE_API_URL),
    secretKey: keys.STRIPE_SECRET_KEY,
    webhookSecret: keys.STRIPE_WEBHOOK_SECRET,
  })),
  mollie: provider(env, ['MOLLIE_API_KEY'], (keys) => ({
    apiUrl: withoutTrailingSlash(env.MOLLIE_API_URL),
    apiKey: keys.MOLLIE_API_KEY,
  })),
  payPal: provider(
    env,
    ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'],
    (keys) => ({
      apiUrl: withoutTrailingSlash(env.PAYPAL_API_URL),
      clientId: keys.PAYPAL_CLIENT_ID,
      clientSecret: keys.PAYPAL_CLIENT_SECRET,
      webhookId: keys.PAYPAL_WEBHOOK_ID,
      planIds: planIdsOf(env.PAYPAL_PLAN_IDS),
    }),
  ),
  microPayment: provider(
    env,
    ['MICROPAYMENT_PROJECT', 'MICROPAYMENT_ACCESS_KEY', 'MICROPAYMENT_NOTIFICATION_KEY'],
    (keys) => ({
      project: keys.MICROPAYMENT_PROJECT,
      accessKey: keys.MICROPAYMENT_ACCESS_KEY,
      notificationKey: keys.MICROPAYMENT_NOTIFICATION_KEY,
      windowBaseUrl: env.MICROPAYMENT_WINDOW_URL,
      testMode: env.MICROPAYMENT_TEST_MODE,
    }),
  ),
  apple: provider(
    env,
    ['APPLE_BUNDLE_ID', 'APPLE_STORE_ISSUER_ID', 'APPLE_STORE_KEY_ID', 'APPLE_STORE_PRIVATE_KEY'],
    (keys) => {
      if (env.APPLE_STORE_ENVIRONMENT === 'Production' && env.APPLE_APP_ID === undefined) {
        throw new ConfigError(
          'APPLE_APP_ID must be set for APPLE_STORE_ENVIRONMENT=Production: the app’s Apple ID in App Store Connect',
        );
      }
      return {
        bundleId: keys.APPLE_BUNDLE_ID,
        appAppleId: env.APPLE_APP_ID,
        environment: env.APPLE_STORE_ENVIRONMENT,
        issuerId: keys.APPLE_STORE_ISSUER_ID,
        keyId: keys.APPLE_STORE_KEY_ID,
        privateKey: keys.APPLE_STORE_PRIVATE_KEY,
        apiUrl: env.APPLE_STORE_API_URL && withoutTrailingSlash(env.APPLE_STORE_API_URL),
        rootCertificates:
          env.APPLE_STORE_ROOT_CERTIFICATES ??
          readFileSync(path.join(packageRoot, APPLE_ROOT_CERTIFICATE_FILE), 'utf8'),
        // Apple's OCSP responder knows Apple's chain only.
        onlineChecks: env.APPLE_STORE_ROOT_CERTIFICATES === undefined,
      };
    },
  ),
  google: provider(
    env,
    ['GOOGLE_PLAY_PACKAGE_NAME', 'GOOGLE_PLAY_SERVICE_ACCOUNT_EMAIL', 'GOOGLE_PLAY_PRIVATE_KEY'],
    (keys) => ({
      apiUrl: withoutTrailingSlash(env.GOOGLE_PLAY_API_URL),
      tokenUrl: env.GOOGLE_PLAY_TOKEN_URL,
      packageName: keys.GOOGLE_PLAY_PACKAGE_NAME,
      serviceAccountEmail: keys.GOOGLE_PLAY_SERVICE_ACCOUNT_EMAIL,
      // A PEM key in one environment line carries its line breaks as \n.
      privateKey: keys.GOOGLE_PLAY_PRIVATE_KEY.replaceAll('\\n', '\n'),
      jwksUrl: env.GOOGLE_PLAY_JWKS_URL,
      notificationEmail: env.GOOGLE_PLAY_NOTIFICATION_EMAIL,
      notificationAudience:
        env.GOOGLE_PLAY_NOTIFICATION_AUDIENCE ??
        `${withoutTrailingSlash(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`)}/v1/payment/webhook/google`,
    }),
  ),
});

/**
 * What a real deployment cannot do without, each as one line naming its variable: a production
 * server that started without them would send members' mails nowhere, serve logins over http or
 * accept Google tokens issued to any app.
 */
export const productionProblems = (env: Environment): string[] => {
  const problems: string[] = [];
  if (!env.PUBLIC_URL?.startsWith('https://')) {
    problems.push(
      `PUBLIC_URL must be set to the https:// address members open (e.g. https://amora.example) in production${
        env.PUBLIC_URL ? `, not ${env.PUBLIC_URL}` : ''
      }`,
    );
  }
  if (!env.SMTP_URL) {
    problems.push(
      'SMTP_URL must be set in production: confirmations, password resets and notices are mailed through it',
    );
  }
  if (env.APPLE_STORE_ENVIRONMENT === 'Sandbox') {
    problems.push(
      'APPLE_STORE_ENVIRONMENT must be Production in production: sandbox purchases are free test purchases',
    );
  }
  if (env.GOOGLE_WEB_CLIENT_ID && !env.GOOGLE_CLIENT_IDS) {
    problems.push(
      'GOOGLE_CLIENT_IDS must be set in production when GOOGLE_WEB_CLIENT_ID offers Google sign-in: the client ids a Google token must be issued to',
    );
  }
  return problems;
};

/** Reads, validates and completes the configuration (resolving paths, the secret and defaults). */
export const loadConfig = async (env: NodeJS.ProcessEnv = process.env): Promise<Config> => {
  const parsed = parseEnvironment(env);
  if (parsed.NODE_ENV === 'production') {
    const problems = productionProblems(parsed);
    if (problems.length > 0) throw new ConfigError(problems.join('\n'));
  }
  const dataDir = path.resolve(parsed.DATA_DIR);
  const publicUrl = withoutTrailingSlash(parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    objectStorage: objectStorageSettings(parsed),
    databaseUrl: parsed.DATABASE_URL,
    redisUrl: parsed.REDIS_URL,
    smtpUrl: parsed.SMTP_URL,
    publicUrl,
    publicOrigin: new URL(publicUrl).origin,
    trustProxy: parsed.TRUST_PROXY,
    secureCookies: publicUrl.startsWith('https://'),
    environment: parsed.NODE_ENV,
    demo: parsed.AMORA_DEMO,
    logLevel: parsed.LOG_LEVEL,
    logFormat: parsed.LOG_FORMAT,
    metricsAccess: parsed.METRICS_TOKEN
      ? { token: parsed.METRICS_TOKEN }
      : parsed.NODE_ENV === 'production'
        ? 'absent'
        : 'open',
    webDist: parsed.WEB_DIST
      ? path.resolve(parsed.WEB_DIST)
      : path.resolve(packageRoot, '../web/dist'),
    consoleDist: parsed.CONSOLE_DIST
      ? path.resolve(parsed.CONSOLE_DIST)
      : path.resolve(packageRoot, '../console/dist'),
    secret: parsed.SECRET ?? (await loadOrCreateSecret(dataDir)),
    providers: {
      googleUserinfoUrl: parsed.GOOGLE_USERINFO_URL,
      googleTokeninfoUrl: parsed.GOOGLE_TOKENINFO_URL,
      googleClientIds: parsed.GOOGLE_CLIENT_IDS,
      googleWebClientId: parsed.GOOGLE_WEB_CLIENT_ID,
      appleJwksUrl: parsed.APPLE_JWKS_URL,
      appleAudience: parsed.APPLE_AUDIENCE,
      appleWebClientId: parsed.APPLE_WEB_CLIENT_ID,
      facebookGraphUrl: withoutTrailingSlash(parsed.FACEBOOK_GRAPH_URL),
      facebookAppId: parsed.FACEBOOK_APP_ID,
      facebookAppSecret: parsed.FACEBOOK_APP_SECRET,
    },
    payments: paymentProviderSettings(parsed),
    apps: {
      minimumAppVersion: parsed.MINIMUM_APP_VERSION ?? null,
      landingFeatures: Object.fromEntries(
        landingFeatureNames.map((name) => [name, parsed.LANDING_FEATURES?.includes(name) ?? false]),
      ) as LandingFeatures,
    },
  };
};
