import { Dialog, DialogList, RelationshipList, User } from '@amora/contract';
import { and, count, eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ledgerEntries, userImages, users } from '../../src/db/schema';
import { DEMO_MEMBER } from '../../src/demo';
import demoData, { seedDemoData } from '../../src/demo/seed';
import { verifyPassword } from '../../src/identity/passwords';
import { snapToGrid } from '../../src/location';
import gazetteer from '../../src/location/plugin';
import pictures from '../../src/media/pictures';
import { cookiePair, createTestApp, insertUser, type TestApp } from '../helpers';

const services = fp(async (app) => {
  if (app.hasDecorator('pictures')) return;
  await app.register(gazetteer);
  await app.register(pictures);
});

const waitFor = async (condition: () => Promise<boolean>, timeoutMs = 20_000) => {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('seedDemoData', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ extend: services });
  });
  afterAll(() => server?.close());

  it('fills an empty database with profiles, avatars and the demo member, once', async () => {
    const { app } = server;
    const result = await seedDemoData(app, { profileCount: 6, avatars: 'await' });
    expect(result).toMatchObject({ seeded: true, profiles: 6 });
    expect(await result.avatarsDone).toBe(7);

    const rows = await app.db.select().from(users).where(eq(users.isDemo, true));
    expect(rows).toHaveLength(7);
    for (const row of rows) {
      expect(row).toMatchObject({ emailConfirmed: true, hasCompletedRegistration: true });
      expect(row.locationId).not.toBeNull();
      const place = app.gazetteer.get(row.locationId ?? '');
      expect(place, row.city ?? '').toBeDefined();
      expect({ lat: row.gridLatitude, lon: row.gridLongitude }).toEqual(
        snapToGrid(row.latitude ?? 0, row.longitude ?? 0),
      );
      const images = await app.db.select().from(userImages).where(eq(userImages.userId, row.id));
      expect(images).toEqual([
        expect.objectContaining({
          isProfile: true,
          isPrivate: false,
          verificationState: 'verified',
        }),
      ]);
      const picture = await app.pictures.open(images[0]?.fileKey ?? '', 'full');
      picture?.body.destroy();
      expect(picture?.size).toBeGreaterThan(0);
    }
    const profiles = rows.filter((row) => row.email !== DEMO_MEMBER.email);
    expect(profiles.every((row) => row.passwordHash === null)).toBe(true);
    expect(profiles.every((row) => row.email?.endsWith('.example'))).toBe(true);

    const [member] = rows.filter((row) => row.email === DEMO_MEMBER.email);
    expect(member).toMatchObject({
      city: 'Berlin',
      coins: DEMO_MEMBER.coins,
      freeCoins: DEMO_MEMBER.freeCoins,
    });
    expect(await verifyPassword(member?.passwordHash ?? null, DEMO_MEMBER.password)).toBe(true);
    const [grant] = await app.db
      .select({ value: count() })
      .from(ledgerEntries)
      .where(
        and(eq(ledgerEntries.userId, member?.id ?? ''), eq(ledgerEntries.reason, 'demoGrant')),
      );
    expect(grant?.value).toBe(1);

    const again = await seedDemoData(app, { profileCount: 6 });
    expect(again.seeded).toBe(false);
    const [total] = await app.db.select({ value: count() }).from(users);
    expect(total?.value).toBe(7);
  });
});

describe('what the demo member finds at the first login', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ extend: services });
    await seedDemoData(server.app, { profileCount: 80, avatars: 'await' });
  });
  afterAll(() => server?.close());

  it('shows two matches who wrote, likes and visitors, each new', async () => {
    const login = await server.inject({
      method: 'POST',
      url: '/v1/identity/login',
      payload: { userName: DEMO_MEMBER.email, password: DEMO_MEMBER.password },
    });
    expect(login.statusCode).toBe(200);
    const cookie = cookiePair(login.headers['set-cookie'], 'amora_session') ?? '';
    /** The answer, as the app's client reads it: checked against the contract. */
    const get = async <Schema extends v.GenericSchema>(url: string, schema: Schema) => {
      const response = await server.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode, url).toBe(200);
      return v.parse(schema, response.json());
    };

    for (const [type, count] of [
      ['match', 2],
      ['like', 5],
      ['visit', 3],
    ] as const) {
      const list = await get(`/v1/relationship?type=${type}`, RelationshipList);
      expect({ type, count: list.count, newCount: list.newCount }).toEqual({
        type,
        count,
        newCount: count,
      });
    }
    const { items } = await get('/v1/chat', DialogList);
    // Newest activity first: the chat he answered has her newer reply, unread.
    expect(items.map((dialog) => [dialog.isMatch, dialog.unreadCount])).toEqual([
      [true, 1],
      [true, 1],
    ]);
    const chat = await get(`/v1/chat/${items[0]?.id}`, Dialog);
    expect(chat.messages.items.map((message) => [message.type, message.text])).toEqual([
      ['message', 'Hallo! Schön, dass wir ein Match sind 😊'],
      ['message', 'Hi! Finde ich auch. Wie war dein Tag?'],
      ['message', 'Ganz entspannt, ich war im Park laufen. Und was hast du am Wochenende vor?'],
    ]);
    // The seeded chats cost nothing: the balance is the demo grant.
    const user = await get('/v1/user', User);
    expect(user).toMatchObject({ coins: DEMO_MEMBER.coins, freeCoins: DEMO_MEMBER.freeCoins });
  });
});

describe('seedDemoData on a database with accounts', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ extend: services });
  });
  afterAll(() => server?.close());

  it('leaves it alone', async () => {
    await insertUser(server.app);
    const result = await seedDemoData(server.app, { profileCount: 3 });
    expect(result.seeded).toBe(false);
    const [total] = await server.app.db.select({ value: count() }).from(users);
    expect(total?.value).toBe(1);
  });
});

describe('the demo data plugin', () => {
  it('seeds nothing in tests unless asked', async () => {
    const server = await createTestApp({
      extend: fp(async (app) => {
        await app.register(services);
        await app.register(demoData);
      }),
    });
    try {
      const [total] = await server.app.db.select({ value: count() }).from(users);
      expect(total?.value).toBe(0);
    } finally {
      await server.close();
    }
  });

  it('seeds when asked, draws the avatars afterwards and prints the demo login', async () => {
    const printed = vi.spyOn(console, 'info').mockImplementation(() => {});
    const server = await createTestApp({
      extend: fp(async (app) => {
        await app.register(services);
        await app.register(demoData, { enabled: true, profileCount: 3, avatarConcurrency: 2 });
      }),
    });
    try {
      const [total] = await server.app.db.select({ value: count() }).from(users);
      expect(total?.value).toBe(4);
      await server.listen();
      expect(printed).toHaveBeenCalledWith(
        `Demo login: ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`,
      );
      await waitFor(async () => {
        const [pictureCount] = await server.app.db.select({ value: count() }).from(userImages);
        return pictureCount?.value === 4;
      });
    } finally {
      printed.mockRestore();
      await server.close();
    }
  });
});
