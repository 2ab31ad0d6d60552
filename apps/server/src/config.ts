/**
 * The server's configuration, read once from the environment and validated at start-up, so a
 * wrong value stops the server with one line instead of failing on the first request that needs it.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';

/** The server package folder: one level above both src/config.ts and the bundled dist/server.js. */
export const packageRoot = fileURLToPath(new URL('..', import.meta.url));

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const httpUrl = (what: string) =>
  v.pipe(
    v.string(),
    v.trim(),
    v.url(`must be a URL (${what})`),
    v.check((value) => /^https?:\/\//.test(value), 'must start with http:// or https://'),
  );

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
  NODE_ENV: v.optional(
    v.picklist(['development', 'production', 'test'], 'must be development, production or test'),
    'development',
  ),
  LOG_LEVEL: v.optional(v.picklist(logLevels, `must be one of ${logLevels.join(', ')}`), 'info'),
  WEB_DIST: optionalText,
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
  APPLE_JWKS_URL: v.optional(httpUrl('Apple JWKS'), 'https://appleid.apple.com/auth/keys'),
  APPLE_AUDIENCE: optionalText,
  FACEBOOK_GRAPH_URL: v.optional(httpUrl('Facebook Graph API'), 'https://graph.facebook.com'),
  FACEBOOK_APP_ID: optionalText,
  FACEBOOK_APP_SECRET: optionalText,
});

export type LogLevel = (typeof logLevels)[number];

export interface Config {
  port: number;
  host: string;
  /** Absolute; the embedded database, uploads and the generated secret live here. */
  dataDir: string;
  /** PostgreSQL when set; otherwise the embedded PGlite database under dataDir/db. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  /** Without a trailing slash; links in mails start with it and Origin checks compare with it. */
  publicUrl: string;
  publicOrigin: string;
  /** Cookies are marked Secure when members reach the server over https. */
  secureCookies: boolean;
  environment: 'development' | 'production' | 'test';
  logLevel: LogLevel;
  /** Absolute path of the built web app; served only when the folder exists. */
  webDist: string;
  /** Signs transient-login and newsletter links. */
  secret: string;
  providers: {
    googleUserinfoUrl: string;
    googleTokeninfoUrl: string;
    /** The OAuth client ids a Google token must be issued to (comma-separated). */
    googleClientIds: string | undefined;
    appleJwksUrl: string;
    appleAudience: string | undefined;
    facebookGraphUrl: string;
    facebookAppId: string | undefined;
    facebookAppSecret: string | undefined;
  };
}

/** A configuration mistake, described in one line that names the variable. */
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

/** Reads, validates and completes the configuration (resolving paths, the secret and defaults). */
export const loadConfig = async (env: NodeJS.ProcessEnv = process.env): Promise<Config> => {
  const parsed = parseEnvironment(env);
  const dataDir = path.resolve(parsed.DATA_DIR);
  const publicUrl = withoutTrailingSlash(parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir,
    databaseUrl: parsed.DATABASE_URL,
    redisUrl: parsed.REDIS_URL,
    smtpUrl: parsed.SMTP_URL,
    publicUrl,
    publicOrigin: new URL(publicUrl).origin,
    secureCookies: publicUrl.startsWith('https://'),
    environment: parsed.NODE_ENV,
    logLevel: parsed.LOG_LEVEL,
    webDist: parsed.WEB_DIST
      ? path.resolve(parsed.WEB_DIST)
      : path.resolve(packageRoot, '../web/dist'),
    secret: parsed.SECRET ?? (await loadOrCreateSecret(dataDir)),
    providers: {
      googleUserinfoUrl: parsed.GOOGLE_USERINFO_URL,
      googleTokeninfoUrl: parsed.GOOGLE_TOKENINFO_URL,
      googleClientIds: parsed.GOOGLE_CLIENT_IDS,
      appleJwksUrl: parsed.APPLE_JWKS_URL,
      appleAudience: parsed.APPLE_AUDIENCE,
      facebookGraphUrl: withoutTrailingSlash(parsed.FACEBOOK_GRAPH_URL),
      facebookAppId: parsed.FACEBOOK_APP_ID,
      facebookAppSecret: parsed.FACEBOOK_APP_SECRET,
    },
  };
};
