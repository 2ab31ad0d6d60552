/**
 * What the identity tests share: the app listening on 127.0.0.1, simulated browsers
 * (test/support/browser.ts), the development mailbox read as JSON, and row counts to show that a
 * refused call changed nothing.
 */
import { randomBytes } from 'node:crypto';
import type { RegistrationPayload } from '@amora/contract';
import { count } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { expect } from 'vitest';
import {
  ledgerEntries,
  type NewUserRow,
  oneTimeTokens,
  outboxMails,
  sessions,
  userImages,
  users,
} from '../../../src/db/schema';
import { hashPassword } from '../../../src/identity/passwords';
import { createTestApp, insertUser, locationIdOf, type TestApp } from '../../helpers';
import { type Browser, openBrowser } from '../../support/browser';

export interface IdentityServer extends TestApp {
  baseUrl: string;
  /** A new browser: its own cookie jar and client address (or the given one), the client. */
  browser: (address?: string) => Browser;
  /** The mails the outbox holds, newest first, read through GET /dev/mailbox.json. */
  mailbox: (to?: string) => Promise<MailboxMail[]>;
  /** The newest mail to an address; fails the test when there is none. */
  lastMailTo: (to: string) => Promise<MailboxMail>;
}

export interface MailboxMail {
  id: string;
  to: string;
  subject: string;
  language: string;
  text: string;
  html: string;
  links: string[];
  createdAt: string;
}

export const startIdentityServer = async (
  env: Record<string, string> = {},
): Promise<IdentityServer> => {
  const server = await createTestApp({ env });
  const baseUrl = await server.listen();
  const mailbox = async (to?: string) => {
    const query = to ? `?to=${encodeURIComponent(to)}` : '';
    const response = await fetch(`${baseUrl}/dev/mailbox.json${query}`);
    if (!response.ok) throw new Error(`GET /dev/mailbox.json answered ${response.status}`);
    return ((await response.json()) as { mails: MailboxMail[] }).mails;
  };
  return {
    ...server,
    baseUrl,
    browser: (address) => openBrowser(baseUrl, { address }),
    mailbox,
    lastMailTo: async (to) => {
      const [mail] = await mailbox(to);
      if (!mail) throw new Error(`no mail to ${to}`);
      return mail;
    },
  };
};

/**
 * The action link of a mail (the first; the newsletter footer's follows), split into the web app
 * route and its query parameters.
 */
export const linkOf = (mail: MailboxMail) => {
  const [link] = mail.links;
  if (!link) throw new Error(`mail "${mail.subject}" holds no link`);
  const url = new URL(link);
  return { url, route: url.pathname, query: Object.fromEntries(url.searchParams) };
};

export const uniqueEmail = (name = 'member') =>
  `${name}.${randomBytes(4).toString('hex')}@example.com`;

/** A birthdate `years` years ago (a day earlier, so the birthday has passed) as ISO date-time. */
export const birthdateYearsAgo = (years: number) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - 1);
  date.setUTCHours(0, 0, 0, 0);
  return date.toISOString();
};

/** The registration body as a caller writes it (a country may be DE or de). */
export type RegistrationBody = v.InferInput<typeof RegistrationPayload>;

/** A complete email sign-up as the registration wizard sends it. */
export const registrationPayload = (
  overrides: Partial<RegistrationBody> = {},
): RegistrationBody => ({
  name: 'Anna',
  email: uniqueEmail('anna'),
  password: 'secret123',
  birthdate: birthdateYearsAgo(30),
  gender: 'female',
  country: 'de',
  city: 'Berlin',
  zip: '10115',
  locationId: locationIdOf('Berlin'),
  language: 'de',
  pushPreference: true,
  searchGender: 'male',
  searchRelationType: 'relationship',
  searchMinAge: 25,
  searchMaxAge: 40,
  searchDistance: 50,
  interests: ['music', 'travel'],
  platform: 'web',
  deviceId: 'device-1',
  firebaseId: '',
  ...overrides,
});

/** A member with an email and password, written straight to the database. */
export const insertMember = async (
  app: FastifyInstance,
  { password = 'secret123', ...values }: Partial<NewUserRow> & { password?: string } = {},
) =>
  insertUser(app, {
    email: uniqueEmail(),
    passwordHash: await hashPassword(password),
    city: 'Berlin',
    zip: '10115',
    country: 'de',
    ...values,
  });

const countOf = async (app: FastifyInstance, table: PgTable) => {
  const [row] = await app.db.select({ value: count() }).from(table);
  return row?.value ?? 0;
};

/** Row counts of every table an identity call may write to. */
export const snapshotCounts = async (app: FastifyInstance) => ({
  users: await countOf(app, users),
  sessions: await countOf(app, sessions),
  tokens: await countOf(app, oneTimeTokens),
  ledger: await countOf(app, ledgerEntries),
  mails: await countOf(app, outboxMails),
  images: await countOf(app, userImages),
});

/** A call of @amora/client's that must fail with `status` and the error `code`. */
export const expectRefusal = async (
  call: Promise<{ ok: true } | { ok: false; error: { status: number; code: string | undefined } }>,
  status: number,
  code: string,
) => {
  const result = await call;
  expect(result.ok).toBe(false);
  if (!result.ok) {
    expect({ status: result.error.status, code: result.error.code }).toEqual({ status, code });
  }
};
