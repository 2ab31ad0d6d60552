/**
 * What the member-route tests share: the app listening on 127.0.0.1 with the user, newsletter,
 * media, location, configuration and marketing routes; members written straight to the database
 * with a session; @amora/client instances that keep their cookies like a browser; pictures made
 * with sharp; and snapshots of everything a member's calls may change, to show that a refused
 * call changed nothing.
 */
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { type Api, createApi, createHttpClient, type HttpClient, type Result } from '@amora/client';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import sharp from 'sharp';
import { expect } from 'vitest';
import {
  ledgerEntries,
  marketingClicks,
  type NewUserRow,
  sessions,
  type UserRow,
  userImages,
  users,
  userVerifications,
} from '../../../src/db/schema';
import gazetteer from '../../../src/plugins/gazetteer';
import pictures from '../../../src/plugins/pictures';
import { hashSessionId, sessionCookieName, sessionLifetimeMs } from '../../../src/plugins/sessions';
import configurationRoutes from '../../../src/routes/configuration';
import locationRoutes from '../../../src/routes/location';
import marketingRoutes from '../../../src/routes/marketing';
import mediaRoutes from '../../../src/routes/media';
import newsletterRoutes from '../../../src/routes/newsletter';
import userRoutes from '../../../src/routes/user';
import { loadGazetteer } from '../../../src/services/location';
import { createTestApp, insertUser, type TestApp } from '../../helpers';

/**
 * The routes under test and the services they use. Registered here only while app.ts does not
 * register the routes itself, so the tests run the same either way.
 */
const memberPlugins = fp(async (app: FastifyInstance) => {
  if (app.hasRoute({ method: 'GET', url: '/v1/user' })) return;
  await app.register(gazetteer);
  await app.register(pictures);
  await app.register(userRoutes);
  await app.register(newsletterRoutes);
  await app.register(mediaRoutes);
  await app.register(locationRoutes);
  await app.register(configurationRoutes);
  await app.register(marketingRoutes);
});

export interface Browser {
  api: Api;
  http: HttpClient;
  cookies: Map<string, string>;
  /** A plain fetch of a path on the server with this browser's cookies. */
  fetch: (pathAndQuery: string, init?: RequestInit) => Promise<Response>;
}

export interface MemberServer extends TestApp {
  baseUrl: string;
  /** A browser without a session. */
  visitor: () => Browser;
  /** A member written to the database, and a browser signed in as that member. */
  member: (values?: Partial<NewUserRow>) => Promise<{ user: UserRow; browser: Browser }>;
}

/** A fetch that stores Set-Cookie answers and sends the cookies back, as a browser does. */
const cookieKeepingFetch =
  (cookies: Map<string, string>): typeof fetch =>
  async (input, init) => {
    const headers = new Headers(init?.headers);
    if (cookies.size > 0) {
      headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await fetch(input, { ...init, headers });
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

export const startMemberServer = async (
  env: Record<string, string> = {},
): Promise<MemberServer> => {
  const server = await createTestApp({ env, extend: memberPlugins });
  const baseUrl = await server.listen();
  const browser = (cookies = new Map<string, string>()): Browser => {
    const fetchWithCookies = cookieKeepingFetch(cookies);
    const http = createHttpClient({ baseUrl, fetch: fetchWithCookies });
    return {
      api: createApi(http),
      http,
      cookies,
      fetch: (pathAndQuery, init) => fetchWithCookies(`${baseUrl}${pathAndQuery}`, init),
    };
  };
  return {
    ...server,
    baseUrl,
    visitor: () => browser(),
    member: async (values = {}) => {
      const user = await insertUser(server.app, values);
      const sessionId = randomBytes(32).toString('base64url');
      await server.app.db.insert(sessions).values({
        idHash: hashSessionId(sessionId),
        userId: user.id,
        expiresAt: new Date(Date.now() + sessionLifetimeMs),
      });
      return { user, browser: browser(new Map([[sessionCookieName, sessionId]])) };
    },
  };
};

/**
 * The gazetteer the server holds (one per process); the routes' plugins keep their decorators to
 * themselves, so the tests read it here rather than from the app.
 */
export const places = loadGazetteer();

/** A member somewhere definite: Berlin, with a zip code of Berlin's. */
export const berlinResident = (): Partial<NewUserRow> => {
  const [berlin] = places.search({ search: 'Berlin', country: 'DE' });
  if (!berlin) throw new Error('Berlin is missing from the gazetteer');
  const place = places.get(berlin.id);
  return {
    locationId: berlin.id,
    city: berlin.city,
    zip: '10115',
    country: 'de',
    latitude: place?.lat,
    longitude: place?.lon,
  };
};

/** The gazetteer's id of a place, as the location search would give it. */
export const locationIdOf = (city: string, country = 'DE') => {
  const [place] = places.search({ search: city, country });
  if (!place) throw new Error(`no place ${city} in ${country}`);
  return place.id;
};

export type PictureFormat = 'jpeg' | 'png' | 'webp';

/** A real picture, as base64 (with a data: prefix when asked). */
export const pictureBase64 = async ({
  width = 64,
  height = 48,
  format = 'png' as PictureFormat,
  dataUrl = false,
  colour = { r: 178, g: 34, b: 34 },
} = {}) => {
  const picture = await sharp({ create: { width, height, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();
  const base64 = picture.toString('base64');
  return dataUrl ? `data:image/${format};base64,${base64}` : base64;
};

/** The start of an MP4 file: what a phone's gallery hands over when a video is chosen. */
export const mp4Base64 = () => {
  const header = Buffer.alloc(32);
  header.writeUInt32BE(32, 0);
  header.write('ftypisom', 4, 'latin1');
  header.write('isomiso2avc1mp41', 16, 'latin1');
  return header.toString('base64');
};

/** Everything a member's calls may change, to compare before and after a refused call. */
export const snapshotOf = async (app: FastifyInstance, userId: string) => {
  const [user] = await app.db.select().from(users).where(eq(users.id, userId));
  const images = await app.db
    .select()
    .from(userImages)
    .where(eq(userImages.userId, userId))
    .orderBy(asc(userImages.id));
  const ledger = await app.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, userId))
    .orderBy(asc(ledgerEntries.id));
  const verifications = await app.db
    .select()
    .from(userVerifications)
    .where(eq(userVerifications.userId, userId))
    .orderBy(asc(userVerifications.id));
  const clicks = await app.db.select().from(marketingClicks).orderBy(asc(marketingClicks.id));
  const files = await storedFiles(app);
  // Noting a visit is what a session does on any call, refused or not.
  const { lastSeenAt: _lastSeenAt, ...userWithoutVisit } = user ?? ({} as UserRow);
  return { user: userWithoutVisit, images, ledger, verifications, clicks, files };
};

/** Where the picture plugin stores files. */
export const uploadsOf = (app: FastifyInstance) => path.join(app.config.dataDir, 'uploads');

/** The picture files on disk, relative to the uploads folder. */
export const storedFiles = async (app: FastifyInstance): Promise<string[]> => {
  const uploads = uploadsOf(app);
  const entries = await readdir(uploads, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(uploads, path.join(entry.parentPath, entry.name)))
    .sort();
};

/** A call's result as the test compares it: the data, or the refusal's status and code. */
export const outcome = <T>(result: Result<T>) =>
  result.ok
    ? { ok: true as const, data: result.data }
    : {
        ok: false as const,
        status: result.error.status,
        code: result.error.apiError?.code,
        label: result.error.label,
      };

/**
 * Runs a call that must be refused with `status` and `code`, and shows that it changed nothing
 * the member's calls can change.
 */
export const expectRefusedUnchanged = async <T>(
  app: FastifyInstance,
  userId: string,
  call: () => Promise<Result<T>>,
  refusal: { status: number; code: string },
) => {
  const before = await snapshotOf(app, userId);
  const result = outcome(await call());
  expect(result).toMatchObject({ ok: false, ...refusal });
  expect(await snapshotOf(app, userId)).toEqual(before);
};
