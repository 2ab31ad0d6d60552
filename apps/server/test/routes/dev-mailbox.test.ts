import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMails } from '../../src/db/schema';
import {
  decodeQuotedPrintable,
  type FakeSmtpServer,
  startFakeSmtpServer,
} from '../services/fakes/index.ts';
import { type IdentityServer, insertMember, startIdentityServer } from './identity/support';

interface MailboxJson {
  delivery: 'smtp' | 'outbox';
  mails: { to: string; subject: string; language: string; links: string[]; createdAt: string }[];
}

/** Asks for a password reset: a mail with its link and the newsletter footer's, in the member's language. */
const requestReset = async (server: IdentityServer, email: string) => {
  expect(await server.browser().api.identity.requestPasswordReset({ body: { email } })).toBe(true);
};

describe('the development mailbox', () => {
  let server: IdentityServer;
  const anna = 'anna.mailbox@example.com';
  const bert = 'bert.mailbox@example.com';
  beforeAll(async () => {
    server = await startIdentityServer();
    await insertMember(server.app, { email: anna, language: 'de' });
    await insertMember(server.app, { email: bert, language: 'en' });
    await requestReset(server, anna);
    await requestReset(server, bert);
    await requestReset(server, anna);
  });
  afterAll(() => server.close());

  const getJson = async (query = '') => {
    const response = await fetch(`${server.baseUrl}/dev/mailbox.json${query}`);
    return { status: response.status, body: (await response.json()) as MailboxJson };
  };

  it('lists the outbox newest first as JSON, with the links of each mail', async () => {
    const { status, body } = await getJson();
    expect(status).toBe(200);
    expect(body.delivery).toBe('outbox');
    expect(body.mails.map((mail) => [mail.to, mail.language])).toEqual([
      [anna, 'de'],
      [bert, 'en'],
      [anna, 'de'],
    ]);
    expect(body.mails[1]?.subject).toBe('Your new Amora password');
    for (const mail of body.mails) {
      expect(mail.links).toEqual([
        expect.stringMatching(/^http:\/\/localhost:8080\/reset-password\?uid=[\w-]+&t=[\w-]+$/),
        expect.stringMatching(/^http:\/\/localhost:8080\/unsubscribe\/[\w-]+\?t=[\w-]+$/),
      ]);
    }
    // A new reset link replaces the earlier one; both mails stay in the mailbox.
    expect(body.mails[0]?.links[0]).not.toBe(body.mails[2]?.links[0]);
  });

  it('filters by recipient and limits the count', async () => {
    const all = await getJson();
    const onlyAnna = await getJson(`?to=${anna.toUpperCase()}`);
    expect(onlyAnna.body.mails).toEqual(all.body.mails.filter((mail) => mail.to === anna));
    expect((await getJson('?limit=1')).body.mails).toEqual(all.body.mails.slice(0, 1));
    expect((await getJson('?limit=0')).status).toBe(400);
    expect((await getJson('?limit=many')).status).toBe(400);
  });

  it('shows the mails as a page with clickable links, under a policy of its own', async () => {
    const response = await fetch(`${server.baseUrl}/dev/mailbox`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("style-src 'unsafe-inline'");
    expect(policy).not.toContain('script-src');
    const html = await response.text();
    const links = (await getJson()).body.mails.map((mail) => mail.links[0] as string);
    const order = links.map((link) => html.indexOf(`<a href="${link.replace('&', '&amp;')}">`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});

describe('the development mailbox outside the demo', () => {
  let server: IdentityServer;
  let webDist: string;
  beforeAll(async () => {
    // A built web app would answer unknown pages with its index; the mailbox must still be gone.
    webDist = await mkdtemp(path.join(tmpdir(), 'amora-web-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>Amora</title>');
    server = await startIdentityServer({ AMORA_DEMO: '', WEB_DIST: webDist });
  });
  afterAll(async () => {
    await server.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it('does not exist', async () => {
    for (const address of ['/dev/mailbox', '/dev/mailbox.json']) {
      const response = await fetch(`${server.baseUrl}${address}`);
      expect(response.status).toBe(404);
      expect(await response.json()).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
    }
  });
});

describe('mail over SMTP', () => {
  let smtp: FakeSmtpServer;
  let server: IdentityServer;
  beforeAll(async () => {
    smtp = await startFakeSmtpServer();
    server = await startIdentityServer({ SMTP_URL: smtp.url('amora', 'secret') });
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.close();
  });

  it('goes to the SMTP server, not to the outbox', async () => {
    const carla = await insertMember(server.app, { email: 'carla.smtp@example.com' });
    await requestReset(server, 'carla.smtp@example.com');
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['carla.smtp@example.com']);
    expect(smtp.received[0]?.user).toBe('amora');
    expect(decodeQuotedPrintable(smtp.received[0]?.data ?? '')).toContain(
      `/reset-password?uid=${carla.id}&t=`,
    );
    const [outbox] = await server.app.db.select({ value: count() }).from(outboxMails);
    expect(outbox?.value).toBe(0);
    const response = await fetch(`${server.baseUrl}/dev/mailbox.json`);
    expect(((await response.json()) as MailboxJson).delivery).toBe('smtp');
  });
});
