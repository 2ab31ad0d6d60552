import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, packageRoot, parseEnvironment } from '../src/config';

describe('configuration', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'amora-config-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const refusal = (env: Record<string, string>) => {
    try {
      parseEnvironment(env);
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message;
    }
    throw new Error(`accepted ${JSON.stringify(env)}`);
  };

  it('fills the documented defaults', async () => {
    const config = await loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      redisUrl: undefined,
      smtpUrl: undefined,
      publicUrl: 'http://localhost:8080',
      publicOrigin: 'http://localhost:8080',
      secureCookies: false,
      environment: 'development',
      logLevel: 'info',
      webDist: path.resolve(packageRoot, '../web/dist'),
      providers: {
        googleUserinfoUrl: 'https://www.googleapis.com/oauth2/v3/userinfo',
        appleJwksUrl: 'https://appleid.apple.com/auth/keys',
        appleAudience: undefined,
        facebookGraphUrl: 'https://graph.facebook.com',
        facebookAppId: undefined,
        facebookAppSecret: undefined,
      },
    });
    expect(path.basename(config.webDist)).toBe('dist');
    expect(path.basename(path.dirname(config.webDist))).toBe('web');
  });

  it('takes the public URL from PORT unless PUBLIC_URL is set', async () => {
    expect((await loadConfig({ DATA_DIR: dataDir, PORT: '9000' })).publicUrl).toBe(
      'http://localhost:9000',
    );
    const behindProxy = await loadConfig({
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://amora.example/',
    });
    expect(behindProxy).toMatchObject({
      publicUrl: 'https://amora.example',
      publicOrigin: 'https://amora.example',
      secureCookies: true,
    });
  });

  it('opens /metrics outside production, and in production only with METRICS_TOKEN', async () => {
    const accessWith = async (env: Record<string, string>) =>
      (await loadConfig({ DATA_DIR: dataDir, ...env })).metricsAccess;
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://amora.example',
      SMTP_URL: 'smtp://mail.example',
    };
    expect(await accessWith({})).toBe('open');
    expect(await accessWith({ NODE_ENV: 'test' })).toBe('open');
    expect(await accessWith(production)).toBe('absent');
    const token = 'metrics-token-0123456789';
    expect(await accessWith({ ...production, METRICS_TOKEN: token })).toEqual({ token });
    expect(await accessWith({ METRICS_TOKEN: token })).toEqual({ token });
  });

  it('treats empty variables as unset', async () => {
    const config = await loadConfig({ DATA_DIR: dataDir, PORT: '', DATABASE_URL: '' });
    expect(config.port).toBe(8080);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('stops with one line naming the variable and the reason', () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ PORT: 'eighty' }, /^Invalid environment variable PORT="eighty": must be a whole number$/],
      [{ PORT: '70000' }, /^Invalid environment variable PORT="70000": must be at most 65535$/],
      [{ PUBLIC_URL: 'amora.example' }, /^Invalid environment variable PUBLIC_URL=.*must be a URL/],
      [{ PUBLIC_URL: 'ftp://amora.example' }, /PUBLIC_URL=.*must start with http/],
      [{ DATABASE_URL: 'mysql://db/amora' }, /DATABASE_URL=.*postgres:\/\//],
      [{ REDIS_URL: 'localhost:6379' }, /REDIS_URL=.*redis:\/\//],
      [{ SMTP_URL: 'mail.example' }, /SMTP_URL=.*smtp:\/\//],
      [{ NODE_ENV: 'staging' }, /NODE_ENV=.*development, production or test/],
      [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL=.*one of fatal, error/],
      [{ LOG_FORMAT: 'xml' }, /LOG_FORMAT=.*one of pretty, json/],
      [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN=.*at least 16 characters/],
      [{ SECRET: 'short' }, /SECRET=.*at least 32 characters/],
      [{ APPLE_JWKS_URL: 'not a url' }, /APPLE_JWKS_URL=/],
    ];
    for (const [env, expected] of cases) {
      const message = refusal(env);
      expect(message).toMatch(expected);
      expect(message).not.toContain('\n');
    }
  });

  it('configures no payment provider without keys, so the sandbox serves them all', async () => {
    const config = await loadConfig({ DATA_DIR: dataDir });
    expect(config.payments).toEqual({
      stripe: undefined,
      mollie: undefined,
      payPal: undefined,
      microPayment: undefined,
      apple: undefined,
      google: undefined,
    });
  });

  it('configures each payment provider whose keys are all set', async () => {
    const config = await loadConfig({
      DATA_DIR: dataDir,
      STRIPE_API_URL: 'http://127.0.0.1:4010/',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      MOLLIE_API_KEY: 'test_1',
      PAYPAL_CLIENT_ID: 'client',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_WEBHOOK_ID: 'WH-1',
      PAYPAL_PLAN_IDS: 'premium-1m=P-1,premium-3m=P-3',
      MICROPAYMENT_PROJECT: 'amora',
      MICROPAYMENT_ACCESS_KEY: 'access',
      MICROPAYMENT_NOTIFICATION_KEY: 'notify',
      MICROPAYMENT_TEST_MODE: 'true',
      APPLE_BUNDLE_ID: 'example.amora',
      APPLE_APP_ID: '1234567890',
      APPLE_STORE_ISSUER_ID: 'issuer',
      APPLE_STORE_KEY_ID: 'KEY123',
      APPLE_STORE_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
      GOOGLE_PLAY_PACKAGE_NAME: 'example.amora',
      GOOGLE_PLAY_SERVICE_ACCOUNT_EMAIL: 'play@example.iam.gserviceaccount.com',
      GOOGLE_PLAY_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nabc\\n-----END PRIVATE KEY-----',
    });
    expect(config.payments).toEqual({
      stripe: { apiUrl: 'http://127.0.0.1:4010', secretKey: 'sk_test_1', webhookSecret: 'whsec_1' },
      mollie: { apiUrl: 'https://api.mollie.com', apiKey: 'test_1' },
      payPal: {
        apiUrl: 'https://api-m.paypal.com',
        clientId: 'client',
        clientSecret: 'secret',
        webhookId: 'WH-1',
        planIds: { 'premium-1m': 'P-1', 'premium-3m': 'P-3' },
      },
      microPayment: {
        project: 'amora',
        accessKey: 'access',
        notificationKey: 'notify',
        windowBaseUrl: undefined,
        testMode: true,
      },
      apple: {
        bundleId: 'example.amora',
        appAppleId: 1_234_567_890,
        environment: 'Production',
        issuerId: 'issuer',
        keyId: 'KEY123',
        privateKey: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----',
        apiUrl: undefined,
        rootCertificates: expect.stringContaining('-----BEGIN CERTIFICATE-----'),
        onlineChecks: true,
      },
      google: {
        apiUrl: 'https://androidpublisher.googleapis.com',
        tokenUrl: 'https://oauth2.googleapis.com/token',
        packageName: 'example.amora',
        serviceAccountEmail: 'play@example.iam.gserviceaccount.com',
        privateKey: '-----BEGIN PRIVATE KEY-----\nabc\n-----END PRIVATE KEY-----',
        jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
        notificationEmail: undefined,
        notificationAudience: 'http://localhost:8080/v1/payment/webhook/google',
      },
    });
  });

  it('stops on a payment provider that is only partly configured or wrongly written', async () => {
    await expect(loadConfig({ DATA_DIR: dataDir, STRIPE_SECRET_KEY: 'sk_test_1' })).rejects.toThrow(
      new ConfigError('STRIPE_WEBHOOK_SECRET must be set together with STRIPE_SECRET_KEY'),
    );
    await expect(
      loadConfig({ DATA_DIR: dataDir, PAYPAL_CLIENT_ID: 'client', PAYPAL_WEBHOOK_ID: 'WH-1' }),
    ).rejects.toThrow(/^PAYPAL_CLIENT_SECRET must be set together with PAYPAL_CLIENT_ID$/);
    expect(refusal({ STRIPE_API_URL: 'stripe' })).toMatch(
      /^Invalid environment variable STRIPE_API_URL=/,
    );
    expect(refusal({ PAYPAL_PLAN_IDS: 'premium-1m' })).toMatch(
      /PAYPAL_PLAN_IDS=.*productId=planId/,
    );
    expect(refusal({ MICROPAYMENT_TEST_MODE: 'yes' })).toMatch(
      /MICROPAYMENT_TEST_MODE=.*true or false/,
    );
  });

  it('generates a secret once, keeps it in DATA_DIR/secret and reuses it', async () => {
    const first = await loadConfig({ DATA_DIR: dataDir });
    const second = await loadConfig({ DATA_DIR: dataDir });
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(second.secret).toBe(first.secret);
    const file = path.join(dataDir, 'secret');
    expect((await readFile(file, 'utf8')).trim()).toBe(first.secret);
    expect((await stat(file)).mode & 0o077).toBe(0);
    const given = 'a-secret-from-the-environment-0123456789';
    expect((await loadConfig({ DATA_DIR: dataDir, SECRET: given })).secret).toBe(given);
  });
});
