/**
 * The server fails closed: what is there for trying the product (the sandbox sign-in and
 * checkout, the dev mailbox, the demo data) exists only with AMORA_DEMO=1, whatever NODE_ENV
 * says; a production start without what a real deployment needs is refused, naming it; behind a
 * proxy only TRUST_PROXY makes X-Forwarded-For count.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { users } from '../../src/db/schema';
import demoData from '../../src/demo/seed';
import { createTestApp, type TestApp } from '../helpers';

const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Starts src/server.ts as an operator would start the built one; answers its exit and output. */
const startServer = (env: Record<string, string>) =>
  new Promise<{ code: number | null; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', ...env },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server did not stop by itself: ${stderr}`));
    }, 30_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });

const production = { NODE_ENV: 'production', LOG_LEVEL: 'silent' };

describe('a production start without what a deployment needs', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'amora-modes-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  const problemsOf = async (env: Record<string, string>) => {
    try {
      await loadConfig({ DATA_DIR: dataDir, ...production, ...env });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      return (error as Error).message.split('\n');
    }
    return [];
  };

  it('is refused by the real server with one line naming the missing SMTP_URL, exit code 1', async () => {
    const { code, stderr } = await startServer({
      ...production,
      DATA_DIR: dataDir,
      PUBLIC_URL: 'https://amora.example',
    });
    expect(code).toBe(1);
    expect(stderr.trim().split('\n')).toEqual([expect.stringMatching(/^SMTP_URL must be set/)]);
  }, 40_000);

  it('names every problem on a line of its own', async () => {
    const problems = await problemsOf({
      PUBLIC_URL: 'http://amora.example',
      GOOGLE_WEB_CLIENT_ID: 'web-client.apps.googleusercontent.com',
    });
    expect(problems).toEqual([
      expect.stringMatching(
        /^PUBLIC_URL must be set to the https:\/\/ address.*not http:\/\/amora/,
      ),
      expect.stringMatching(/^SMTP_URL must be set/),
      expect.stringMatching(/^GOOGLE_CLIENT_IDS must be set/),
    ]);
    expect(await problemsOf({ SMTP_URL: 'smtp://mail.example' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL must be set/),
    ]);
  });

  it('starts once PUBLIC_URL is https, SMTP_URL is set and Google has its audience', async () => {
    expect(
      await problemsOf({
        PUBLIC_URL: 'https://amora.example',
        SMTP_URL: 'smtp://mail.example',
        GOOGLE_WEB_CLIENT_ID: 'web-client.apps.googleusercontent.com',
        GOOGLE_CLIENT_IDS: 'web-client.apps.googleusercontent.com',
      }),
    ).toEqual([]);
  });
});

/** What a visitor can reach on a server of the given mode. */
const sandboxAnswers = async (server: TestApp) => {
  const statusOf = async (method: 'GET' | 'POST', url: string) =>
    (await server.inject({ method, url })).statusCode;
  return {
    socialAuthorize: await statusOf(
      'GET',
      '/sandbox-auth/google/authorize?redirect_uri=http%3A%2F%2Flocalhost%3A8080%2F&state=s',
    ),
    checkout: await statusOf('GET', '/sandbox-pay/sbx_unknown'),
    checkoutPost: await statusOf('POST', '/sandbox-pay/sbx_unknown'),
    mailbox: await statusOf('GET', '/dev/mailbox'),
    mailboxJson: await statusOf('GET', '/dev/mailbox.json'),
  };
};

describe.each([
  ['NODE_ENV left unset (development)', {}],
  ['NODE_ENV=test', { NODE_ENV: 'test' }],
  [
    'NODE_ENV=production',
    { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9', PUBLIC_URL: 'https://amora.example' },
  ],
])('without AMORA_DEMO, %s', (_name, env: Record<string, string>) => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: { AMORA_DEMO: '', NODE_ENV: 'development', ...env } });
  });
  afterAll(() => server.close());

  it('has no sandbox sign-in, sandbox checkout or mailbox: each answers 404', async () => {
    expect(await sandboxAnswers(server)).toEqual({
      socialAuthorize: 404,
      checkout: 404,
      checkoutPost: 404,
      mailbox: 404,
      mailboxJson: 404,
    });
  });

  it('offers no social sign-in it has no provider keys for', async () => {
    const response = await server.inject({ method: 'GET', url: '/v1/configuration' });
    expect(response.json().socialSignIn).toEqual({ google: null, facebook: null, apple: null });
  });

  it('writes no demo row into the embedded database', async () => {
    // The plugin's own default decides, as at a real start (the suite's servers never seed).
    await demoData(server.app);
    const [row] = await server.app.db.select({ value: count() }).from(users);
    expect(row?.value).toBe(0);
  });
});

describe('with AMORA_DEMO=1 (the control)', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: { AMORA_DEMO: '1' } });
  });
  afterAll(() => server.close());

  it('serves the sandbox sign-in, its checkout pages and the mailbox', async () => {
    expect(await sandboxAnswers(server)).toEqual({
      socialAuthorize: 200,
      checkout: 404,
      checkoutPost: 400,
      mailbox: 200,
      mailboxJson: 200,
    });
    const response = await server.inject({ method: 'GET', url: '/v1/configuration' });
    expect(response.json().socialSignIn.google).toMatchObject({ clientId: 'amora-sandbox' });
  });
});

describe('behind a reverse proxy', () => {
  /** Eleven password resets from two clients the proxy names; answers the last one's status. */
  const secondClientAfterFirstIsLimited = async (server: TestApp) => {
    const reset = (client: string, index: number) =>
      server.inject({
        method: 'POST',
        url: '/v1/identity/resetPassword',
        headers: { 'x-forwarded-for': client },
        payload: { email: `member${index}@example.com` },
      });
    for (let index = 0; index < 10; index += 1) {
      expect((await reset('203.0.113.1', index)).statusCode).toBe(200);
    }
    expect((await reset('203.0.113.1', 10)).statusCode).toBe(429);
    return (await reset('203.0.113.2', 11)).statusCode;
  };

  it('counts the client X-Forwarded-For names when TRUST_PROXY lists the proxy', async () => {
    const server = await createTestApp({ env: { TRUST_PROXY: '127.0.0.1' } });
    try {
      expect(await secondClientAfterFirstIsLimited(server)).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('counts the proxy hops given as a number', async () => {
    const server = await createTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      expect(await secondClientAfterFirstIsLimited(server)).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a client cannot name itself anew', async () => {
    const server = await createTestApp();
    try {
      expect(await secondClientAfterFirstIsLimited(server)).toBe(429);
    } finally {
      await server.close();
    }
  });

  it('refuses a TRUST_PROXY that is neither hops nor addresses, naming the variable', async () => {
    await expect(loadConfig({ TRUST_PROXY: 'true', SECRET: 'x'.repeat(32) })).rejects.toThrow(
      /^Invalid environment variable TRUST_PROXY="true": must be a number of proxy hops/,
    );
    await expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, loopback', SECRET: 'x'.repeat(32) }),
    ).resolves.toMatchObject({ trustProxy: ['10.0.0.0/8', 'loopback'] });
  });
});
