/**
 * Demo data for a fresh embedded database: at least 500 fictional profiles spread over the
 * gazetteer and a demo member to log in as, so a newcomer can use every screen at once. Seeding
 * happens only when the database holds no account at all, and by default only on the embedded
 * database outside tests; PostgreSQL (a real deployment) is never filled with fictional people
 * unless asked.
 *
 * The rows are written before the server listens (well under a second). The avatars take longer
 * to draw (tens of milliseconds each through the picture pipeline), so they are drawn afterwards
 * in the background, a few at a time, and attached as they are done; a restart finishes the ones
 * a stop interrupted. The demo login is logged and printed whenever the server starts listening.
 */
import { availableParallelism } from 'node:os';
import { and, eq, inArray, isNull, notExists } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expiryAfter, openDialog } from '../chat';
import type { Database } from '../db/client';
import { dialogs, messages, type NewUserRow, relationships, userImages, users } from '../db/schema';
import { hashPassword } from '../identity/passwords';
import { snapToGrid } from '../location';
import { resolveResidence, toStoredBirthdate } from '../users';
import {
  DEMO_MEMBER,
  DEMO_PROFILE_COUNT,
  DEMO_SEED,
  type DemoContacts,
  type DemoProfile,
  demoContactsOf,
  generateDemoProfiles,
  renderAvatar,
} from './';

export interface DemoDataOptions {
  /** Seed an empty database; by default only the embedded one outside tests. */
  enabled?: boolean;
  profileCount?: number;
  /** How many avatars are drawn at the same time (the machine's cores are the useful bound). */
  avatarConcurrency?: number;
}

export interface SeedOptions {
  profileCount?: number;
  /** 'background' (the server's way) or 'await' (tests): whether seeding waits for the avatars. */
  avatars?: 'background' | 'await';
  avatarConcurrency?: number;
  /** Checked before each avatar: true stops the drawing (the server is closing). */
  stopped?: () => boolean;
}

export interface SeedResult {
  /** False when the database held accounts already. */
  seeded: boolean;
  profiles: number;
  /** Resolves once every avatar is drawn and attached. */
  avatarsDone: Promise<number>;
}

/** Avatars are drawn at this size; the picture pipeline makes the variants from it. */
const avatarSide = 480;
const rowsPerInsert = 100;
const minuteMs = 60 * 1000;
const dayMs = 24 * 60 * minuteMs;

const demoProfileRow = (profile: DemoProfile, now: Date): NewUserRow => {
  const grid = snapToGrid(profile.lat, profile.lon);
  const createdAt = new Date(now.getTime() - profile.createdDaysAgo * dayMs);
  return {
    name: profile.name,
    email: profile.email,
    emailConfirmed: true,
    birthdate: toStoredBirthdate(profile.birthdate),
    gender: profile.gender,
    bodyHeight: profile.bodyHeight,
    language: profile.language,
    platform: 'web',
    hasCompletedRegistration: true,
    verified: profile.verified,
    aboutMe: profile.aboutMe,
    interests: profile.interests,
    mood: profile.mood,
    lookingFor: profile.lookingFor,
    smoker: profile.smoker,
    relationshipStatus: profile.relationshipStatus,
    eyeColor: profile.eyeColor,
    hairColor: profile.hairColor,
    bodyJewelry: profile.bodyJewelry,
    living: profile.living,
    starsign: profile.starsign,
    sport: profile.sport,
    favoriteFood: profile.favoriteFood,
    searchGender: profile.searchGender,
    searchMinAge: profile.searchMinAge,
    searchMaxAge: profile.searchMaxAge,
    searchDistance: profile.searchDistance,
    searchCountryOnly: profile.searchCountryOnly,
    locationId: profile.locationId,
    city: profile.city,
    zip: profile.zip,
    country: profile.country,
    latitude: profile.lat,
    longitude: profile.lon,
    gridLatitude: grid.lat,
    gridLongitude: grid.lon,
    isDemo: true,
    createdAt,
    updatedAt: createdAt,
  };
};

const hasAccounts = async (db: Database) => {
  const [row] = await db.select({ id: users.id }).from(users).limit(1);
  return row !== undefined;
};

/** Demo accounts (the member included) that have no picture yet, by email. */
const demoAccountsWithoutPicture = (db: Database) =>
  db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.isDemo, true),
        isNull(users.deletedAt),
        notExists(
          db.select({ id: userImages.id }).from(userImages).where(eq(userImages.userId, users.id)),
        ),
      ),
    );

type Look = Pick<DemoProfile, 'avatar' | 'hairColor'>;

/** How every demo account looks, by email; the member's style comes from a seed of its own. */
const looksOf = (profiles: readonly DemoProfile[]): Map<string, Look> => {
  const looks = new Map<string, Look>(profiles.map((profile) => [profile.email, profile]));
  const [memberLook] = generateDemoProfiles(1, 1);
  if (memberLook) looks.set(DEMO_MEMBER.email, memberLook);
  return looks;
};

const pendingEvery = 40;

/**
 * Draws and attaches the avatars of demo accounts without a picture, `concurrency` at a time.
 * Stops taking new ones once `stopped()` turns true (the server is closing); answers how many it
 * attached.
 */
const drawMissingAvatars = async (
  app: FastifyInstance,
  looks: ReadonlyMap<string, Look>,
  { concurrency, stopped }: { concurrency: number; stopped: () => boolean },
) => {
  const queue = (await demoAccountsWithoutPicture(app.db))
    .flatMap((account) => {
      const look = account.email ? looks.get(account.email) : undefined;
      return look ? [{ id: account.id, email: account.email, look }] : [];
    })
    // The newcomer logs in as the demo member: that picture comes first.
    .sort((a, b) => Number(b.email === DEMO_MEMBER.email) - Number(a.email === DEMO_MEMBER.email));
  let attached = 0;
  let taken = 0;
  const worker = async () => {
    for (let next = queue.shift(); next && !stopped(); next = queue.shift()) {
      // One picture in forty waits for review, so the console's queue has work in the demo.
      taken += 1;
      const waits = taken % pendingEvery === 0 && next.email !== DEMO_MEMBER.email;
      const avatar = await renderAvatar(next.look, avatarSide);
      await app.pictures.add(app.db, next.id, avatar, {
        isProfile: true,
        verificationState: waits ? 'pending' : 'verified',
      });
      attached += 1;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return attached;
};

/** The demo member's id. */
const insertDemoMember = async (app: FastifyInstance): Promise<string> => {
  const residence = resolveResidence(app.gazetteer, DEMO_MEMBER);
  const passwordHash = await hashPassword(DEMO_MEMBER.password);
  return app.db.transaction(async (tx) => {
    const [member] = await tx
      .insert(users)
      .values({
        name: DEMO_MEMBER.name,
        email: DEMO_MEMBER.email,
        emailConfirmed: true,
        passwordHash,
        birthdate: toStoredBirthdate(DEMO_MEMBER.birthdate),
        gender: DEMO_MEMBER.gender,
        language: DEMO_MEMBER.language,
        hasCompletedRegistration: true,
        interests: ['music', 'travel', 'cooking'],
        lookingFor: DEMO_MEMBER.lookingFor,
        searchGender: DEMO_MEMBER.searchGender,
        searchMinAge: DEMO_MEMBER.searchMinAge,
        searchMaxAge: DEMO_MEMBER.searchMaxAge,
        searchDistance: DEMO_MEMBER.searchDistance,
        pushPreference: true,
        // One free move, so the location change can be tried before spending coins on it.
        freeLocationChangesCount: 1,
        ...residence,
        isDemo: true,
      })
      .returning({ id: users.id });
    if (!member) throw new Error('inserting the demo member returned no row');
    await app.ledger.credit(tx, member.id, {
      coins: DEMO_MEMBER.coins,
      freeCoins: DEMO_MEMBER.freeCoins,
      reason: 'demoGrant',
    });
    return member.id;
  });
};

/**
 * The matches, chats, likes and visits the demo member finds at the first login, written as the
 * social core writes them (a match is two likes and two match rows). The seeded messages cost
 * nothing: no coins moved for them.
 */
const insertDemoContacts = async (
  app: FastifyInstance,
  memberId: string,
  contacts: DemoContacts,
) => {
  const emails = [...contacts.matches, ...contacts.likes, ...contacts.visits].map(
    (contact) => contact.email,
  );
  if (emails.length === 0) return;
  const rows = await app.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const idOf = new Map(rows.map((row) => [row.email, row.id]));
  const now = Date.now();
  const ago = (minutes: number) => new Date(now - minutes * minuteMs);
  await app.db.transaction(async (tx) => {
    for (const { email, chat } of contacts.matches) {
      const partnerId = idOf.get(email);
      if (!partnerId) continue;
      const matchedAt = ago(Math.max(0, ...chat.map((line) => line.minutesAgo)) + 10);
      await tx.insert(relationships).values(
        [
          { fromUserId: partnerId, toUserId: memberId, type: 'like' as const },
          { fromUserId: memberId, toUserId: partnerId, type: 'like' as const },
          { fromUserId: partnerId, toUserId: memberId, type: 'match' as const },
          { fromUserId: memberId, toUserId: partnerId, type: 'match' as const },
        ].map((row) => ({ ...row, createdAt: matchedAt })),
      );
      const dialog = await openDialog(tx, memberId, partnerId);
      const lastLine = chat.at(-1);
      for (const line of chat) {
        await tx.insert(messages).values({
          dialogId: dialog.id,
          senderId: line.fromMember ? memberId : partnerId,
          recipientId: line.fromMember ? partnerId : memberId,
          type: 'message',
          text: line.text,
          // What he answered was read; what they wrote since waits for him.
          isRead:
            line.fromMember ||
            chat.some((later) => later.fromMember && later.minutesAgo < line.minutesAgo),
          createdAt: ago(line.minutesAgo),
        });
      }
      if (lastLine) {
        await tx
          .update(dialogs)
          .set({
            createdAt: matchedAt,
            lastMessageAt: ago(lastLine.minutesAgo),
            ...expiryAfter(ago(lastLine.minutesAgo)),
          })
          .where(eq(dialogs.id, dialog.id));
      }
    }
    const received = [
      ...contacts.likes.map((contact) => ({ ...contact, type: 'like' as const })),
      ...contacts.visits.map((contact) => ({ ...contact, type: 'visit' as const })),
    ].flatMap(({ email, minutesAgo, type }) => {
      const fromUserId = idOf.get(email);
      return fromUserId
        ? [{ fromUserId, toUserId: memberId, type, createdAt: ago(minutesAgo) }]
        : [];
    });
    if (received.length > 0) await tx.insert(relationships).values(received);
  });
};

/**
 * Seeds an empty database with `profileCount` demo profiles and the demo member, then draws
 * their avatars. Does nothing (seeded: false) when any account exists.
 */
export const seedDemoData = async (
  app: FastifyInstance,
  {
    profileCount = DEMO_PROFILE_COUNT,
    avatars = 'await',
    avatarConcurrency = availableParallelism(),
    stopped = () => false,
  }: SeedOptions = {},
): Promise<SeedResult> => {
  if (await hasAccounts(app.db)) {
    return { seeded: false, profiles: 0, avatarsDone: Promise.resolve(0) };
  }
  const profiles = generateDemoProfiles(profileCount, DEMO_SEED, { gazetteer: app.gazetteer });
  const now = new Date();
  await app.db.transaction(async (tx) => {
    for (let start = 0; start < profiles.length; start += rowsPerInsert) {
      const batch = profiles.slice(start, start + rowsPerInsert);
      await tx.insert(users).values(batch.map((profile) => demoProfileRow(profile, now)));
    }
  });
  const memberId = await insertDemoMember(app);
  await insertDemoContacts(app, memberId, demoContactsOf(DEMO_MEMBER, profiles));
  const drawing = drawMissingAvatars(app, looksOf(profiles), {
    concurrency: avatarConcurrency,
    stopped,
  });
  if (avatars === 'await') await drawing;
  return { seeded: true, profiles: profiles.length, avatarsDone: drawing };
};

export default async function demoData(app: FastifyInstance, options: DemoDataOptions = {}) {
  const {
    enabled = app.config.demo && app.databaseKind === 'pglite' && app.config.environment !== 'test',
    profileCount = DEMO_PROFILE_COUNT,
    avatarConcurrency = availableParallelism(),
  } = options;
  if (!enabled) return;

  const started = performance.now();
  let stopping = false;
  const stopped = () => stopping;
  const seed = await seedDemoData(app, {
    profileCount,
    avatars: 'background',
    avatarConcurrency,
    stopped,
  });
  if (seed.seeded) {
    app.log.info(
      { profiles: seed.profiles, milliseconds: Math.round(performance.now() - started) },
      'demo data seeded; the avatars follow in the background',
    );
  }
  // After a fresh seed this is the drawing just begun; after a restart it finishes what a stop
  // interrupted (usually nothing).
  const avatarsDone = seed.seeded
    ? seed.avatarsDone
    : drawMissingAvatars(
        app,
        looksOf(generateDemoProfiles(profileCount, DEMO_SEED, { gazetteer: app.gazetteer })),
        { concurrency: avatarConcurrency, stopped },
      );
  const background = avatarsDone.then(
    (count) => {
      if (count > 0) {
        const seconds = Math.round(performance.now() - started) / 1000;
        app.log.info({ avatars: count, seconds }, 'demo avatars drawn');
      }
    },
    (error: unknown) => app.log.warn({ err: error }, 'drawing the demo avatars failed'),
  );

  const [demoMember] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, DEMO_MEMBER.email), isNull(users.deletedAt)));
  if (demoMember) {
    app.addHook('onListen', async () => {
      app.log.info({ email: DEMO_MEMBER.email, password: DEMO_MEMBER.password }, 'demo login');
      console.info(`Demo login: ${DEMO_MEMBER.email} / ${DEMO_MEMBER.password}`);
    });
  }
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onClose', async () => {
    await background;
  });
}
