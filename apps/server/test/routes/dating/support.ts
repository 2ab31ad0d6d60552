/**
 * What the dating and relationship tests share: the whole app on a database of its own, members
 * written straight to the database with a session and a place (grid-snapped as the location
 * routes would), calls through `inject` with the member's cookie, and a snapshot of everything
 * these calls may change, to show that a refused call changed nothing.
 */
import { randomBytes } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import {
  blocks,
  dialogs,
  ledgerEntries,
  messages,
  type NewUserRow,
  picturePurchases,
  relationships,
  sessions,
  supportTickets,
  swipes,
  type UserRow,
  userImages,
  users,
} from '../../../src/db/schema';
import {
  hashSessionId,
  sessionCookieName,
  sessionLifetimeMs,
} from '../../../src/identity/sessions';
import { snapToGrid } from '../../../src/location';
import { createTestApp, insertUser, type TestApp } from '../../helpers';

export const places = {
  berlin: { lat: 52.52, lon: 13.405 },
  potsdam: { lat: 52.3906, lon: 13.0645 },
  hamburg: { lat: 53.5511, lon: 9.9937 },
  munich: { lat: 48.1351, lon: 11.582 },
} as const;

/** Columns of a member living at a place, snapped to the grid as the location routes do. */
export const livingIn = (place: { lat: number; lon: number }): Partial<NewUserRow> => {
  const grid = snapToGrid(place.lat, place.lon);
  return {
    latitude: place.lat,
    longitude: place.lon,
    gridLatitude: grid.lat,
    gridLongitude: grid.lon,
    city: 'Somewhere',
    country: 'de',
  };
};

/** A birthdate for an age in whole years today. */
export const bornYearsAgo = (years: number, extraDays = 10) => {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() - extraDays);
  return date.toISOString().slice(0, 10);
};

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

export interface Member {
  user: UserRow;
  /** The Cookie header of the member's session. */
  cookie: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read answers of many shapes
  call: <T = any>(method: string, url: string, payload?: unknown) => Promise<Answer<T>>;
}

export interface SocialServer extends TestApp {
  member: (values?: Partial<NewUserRow>) => Promise<Member>;
}

export const startSocialServer = async (
  env: Record<string, string> = {},
): Promise<SocialServer> => {
  const server = await createTestApp({ env });
  return {
    ...server,
    member: async (values = {}) => {
      const user = await insertUser(server.app, {
        gender: 'female',
        searchGender: 'male',
        birthdate: bornYearsAgo(30),
        hasCompletedRegistration: true,
        ...livingIn(places.berlin),
        ...values,
      });
      const sessionId = randomBytes(32).toString('base64url');
      await server.app.db.insert(sessions).values({
        idHash: hashSessionId(sessionId),
        userId: user.id,
        expiresAt: new Date(Date.now() + sessionLifetimeMs),
      });
      const cookie = `${sessionCookieName}=${sessionId}`;
      const call = async (method: string, url: string, payload?: unknown) => {
        const response = await server.inject({
          method: method as 'GET',
          url: `/v1${url}`,
          headers: { cookie },
          ...(payload === undefined ? {} : { payload: payload as object }),
        });
        return {
          status: response.statusCode,
          body: response.body ? response.json() : undefined,
        };
      };
      return { user, cookie, call };
    },
  };
};

/** A picture row without a file (the routes under test never read the file). */
export const insertPicture = async (
  app: FastifyInstance,
  userId: string,
  values: Partial<typeof userImages.$inferInsert> = {},
) => {
  const [image] = await app.db
    .insert(userImages)
    .values({
      userId,
      fileKey: `test-${randomBytes(8).toString('hex')}`,
      width: 64,
      height: 48,
      ...values,
    })
    .returning();
  if (!image) throw new Error('no picture row');
  return image;
};

/** Everything the dating, relationship and chat calls may change. */
export const snapshot = async (app: FastifyInstance) => {
  const all = async <T>(query: Promise<T[]>) => query;
  const [
    allUsers,
    ledger,
    relations,
    blockRows,
    swipeRows,
    purchases,
    tickets,
    dialogRows,
    messageRows,
  ] = await Promise.all([
    all(app.db.select().from(users).orderBy(asc(users.id))),
    all(app.db.select().from(ledgerEntries).orderBy(asc(ledgerEntries.id))),
    all(app.db.select().from(relationships).orderBy(asc(relationships.id))),
    all(app.db.select().from(blocks).orderBy(asc(blocks.id))),
    all(app.db.select().from(swipes).orderBy(asc(swipes.id))),
    all(app.db.select().from(picturePurchases).orderBy(asc(picturePurchases.id))),
    all(app.db.select().from(supportTickets).orderBy(asc(supportTickets.id))),
    all(app.db.select().from(dialogs).orderBy(asc(dialogs.id))),
    all(app.db.select().from(messages).orderBy(asc(messages.id))),
  ]);
  // A session notes a visit on any call, refused or not.
  const usersWithoutVisit = allUsers.map(({ lastSeenAt: _seen, ...rest }) => rest);
  return {
    users: usersWithoutVisit,
    ledger,
    relations,
    blockRows,
    swipeRows,
    purchases,
    tickets,
    dialogRows,
    messageRows,
  };
};

/** Runs a call that must be refused with `status` and `code`, and shows it changed nothing. */
export const expectRefused = async (
  app: FastifyInstance,
  call: () => Promise<Answer>,
  refusal: { status: number; code: string },
) => {
  const before = await snapshot(app);
  const answer = await call();
  expect({ status: answer.status, code: (answer.body as { code?: string })?.code }).toEqual(
    refusal,
  );
  expect(await snapshot(app)).toEqual(before);
};

/** No latitude or longitude anywhere in an answer, at any depth. */
export const expectNoCoordinates = (body: unknown) => {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/latitude|longitude|"lat"|"lon"|"lng"|grid/i);
};
