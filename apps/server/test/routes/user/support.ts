/**
 * What the member-route tests share: the app listening on 127.0.0.1; members written straight to
 * the database with a session, in simulated browsers (test/support/browser.ts); and snapshots of
 * everything a member's calls may change, to show that a refused call changed nothing.
 */
import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { Result } from '@amora/client';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
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
import {
  hashSessionId,
  sessionCookieName,
  sessionLifetimeMs,
} from '../../../src/identity/sessions';
import { createTestApp, insertUser, places, type TestApp } from '../../helpers';
import { type Browser, openBrowser } from '../../support/browser';

export interface MemberServer extends TestApp {
  baseUrl: string;
  /** A browser without a session. */
  visitor: () => Browser;
  /** A member written to the database, and a browser signed in as that member. */
  member: (values?: Partial<NewUserRow>) => Promise<{ user: UserRow; browser: Browser }>;
}

export const startMemberServer = async (
  env: Record<string, string> = {},
): Promise<MemberServer> => {
  const server = await createTestApp({ env });
  const baseUrl = await server.listen();
  return {
    ...server,
    baseUrl,
    visitor: () => openBrowser(baseUrl),
    member: async (values = {}) => {
      const user = await insertUser(server.app, values);
      const sessionId = randomBytes(32).toString('base64url');
      await server.app.db.insert(sessions).values({
        idHash: hashSessionId(sessionId),
        userId: user.id,
        expiresAt: new Date(Date.now() + sessionLifetimeMs),
      });
      return {
        user,
        browser: openBrowser(baseUrl, { cookies: new Map([[sessionCookieName, sessionId]]) }),
      };
    },
  };
};

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
 * the member's calls can change (as `snapshot` sees it).
 */
export const expectRefusedUnchanged = async <T>(
  app: FastifyInstance,
  userId: string,
  call: () => Promise<Result<T>>,
  refusal: { status: number; code: string },
  snapshot: (app: FastifyInstance, userId: string) => Promise<unknown> = snapshotOf,
) => {
  const before = await snapshot(app, userId);
  expect(outcome(await call())).toMatchObject({ ok: false, ...refusal });
  expect(await snapshot(app, userId)).toEqual(before);
};
