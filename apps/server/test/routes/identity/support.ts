/**
 * What the identity tests share: the app listening on 127.0.0.1 with the identity routes and the
 * development mailbox, @amora/client instances that keep their cookies like a browser (one per
 * simulated browser), the mailbox read as JSON, and row counts to show that a refused call
 * changed nothing.
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { type Api, createApi, createHttpClient, type HttpClient } from '@amora/client';
import type { RegistrationPayload } from '@amora/contract';
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type * as v from 'valibot';
import {
  ledgerEntries,
  type NewUserRow,
  oneTimeTokens,
  outboxMails,
  sessions,
  userImages,
  users,
} from '../../../src/db/schema';
import { hashPassword } from '../../../src/routes/identity/passwords';
import { loadGazetteer } from '../../../src/services/location';
import { createTestApp, insertUser, type TestApp } from '../../helpers';

export interface IdentityServer extends TestApp {
  baseUrl: string;
  /** A new browser: its own cookie jar and client address (or the given one), the client. */
  browser: (address?: string) => Browser;
  /** The mails the outbox holds, newest first, read through GET /dev/mailbox.json. */
  mailbox: (to?: string) => Promise<MailboxMail[]>;
  /** The newest mail to an address; fails the test when there is none. */
  lastMailTo: (to: string) => Promise<MailboxMail>;
}

export interface Browser {
  api: Api;
  http: HttpClient;
  cookies: Map<string, string>;
  /** The loopback address this browser connects from, as the server sees it (request.ip). */
  address: string;
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

/**
 * fetch over node:http from a chosen loopback address (all of 127.0.0.0/8 reaches the server on
 * Linux), so each simulated browser is a client of its own for the per-address rate limits.
 * Enough of fetch for @amora/client: string bodies, manual redirects, abort signals.
 */
const fetchFrom =
  (localAddress: string): typeof fetch =>
  (input, init = {}) =>
    new Promise((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const body = init.body === undefined || init.body === null ? undefined : String(init.body);
      const headers = Object.fromEntries(new Headers(init.headers));
      if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
      const request = http.request(
        url,
        { method: init.method ?? 'GET', headers, localAddress, signal: init.signal ?? undefined },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const responseHeaders = new Headers();
            for (let at = 0; at < response.rawHeaders.length; at += 2) {
              responseHeaders.append(
                response.rawHeaders[at] as string,
                response.rawHeaders[at + 1] as string,
              );
            }
            const status = response.statusCode ?? 500;
            const withoutBody = status === 204 || status === 304;
            resolve(
              new Response(withoutBody ? null : Buffer.concat(chunks), {
                status,
                statusText: response.statusMessage,
                headers: responseHeaders,
              }),
            );
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });

let browsersMade = 0;
/**
 * A loopback address no other browser of this test process used: 127.1.0.1, 127.1.0.2 ...
 * (127.0.0.x is left for tests that choose their address).
 */
export const nextClientAddress = () => {
  browsersMade += 1;
  return `127.1.${Math.floor(browsersMade / 250) % 250}.${(browsersMade % 250) + 1}`;
};

/** A fetch that stores Set-Cookie answers and sends the cookies back, as a browser does. */
export const cookieKeepingFetch = (
  cookies: Map<string, string>,
  send: typeof fetch = fetch,
): typeof fetch => {
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookies.size > 0) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await send(input, { ...init, headers });
    for (const header of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = header.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', setting = ''] = attribute.trim().split('=');
        if (key.toLowerCase() === 'max-age') return Number(setting) <= 0;
        if (key.toLowerCase() === 'expires') return Date.parse(setting) <= Date.now();
        return false;
      });
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
    return response;
  };
};

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
    browser: (address = nextClientAddress()) => {
      const cookies = new Map<string, string>();
      const client = createHttpClient({
        baseUrl,
        fetch: cookieKeepingFetch(cookies, fetchFrom(address)),
      });
      return { api: createApi(client), http: client, cookies, address };
    },
    mailbox,
    lastMailTo: async (to) => {
      const [mail] = await mailbox(to);
      if (!mail) throw new Error(`no mail to ${to}`);
      return mail;
    },
  };
};

/** The one link of a mail, split into the web app route and its query parameters. */
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

/** The gazetteer's id of a place, as the location search would give it. */
export const locationIdOf = (city: string, country = 'DE') => {
  const [place] = loadGazetteer().search({ search: city, country });
  if (!place) throw new Error(`no place ${city} in ${country}`);
  return place.id;
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

/** A small real picture (PNG) as base64, with a data: prefix when asked. */
export const pngBase64 = async ({ dataUrl = false } = {}) => {
  const png = await sharp({
    create: { width: 64, height: 48, channels: 3, background: { r: 178, g: 34, b: 34 } },
  })
    .png()
    .toBuffer();
  const base64 = png.toString('base64');
  return dataUrl ? `data:image/png;base64,${base64}` : base64;
};

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

/** The users row as stored. */
export const userRow = async (app: FastifyInstance, id: string) => {
  const [row] = await app.db.select().from(users).where(eq(users.id, id));
  if (!row) throw new Error(`no user ${id}`);
  return row;
};
