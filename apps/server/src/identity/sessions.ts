/**
 * Member sessions: an opaque random id in an httpOnly, SameSite=Lax cookie; the server keeps only
 * its SHA-256, so a copy of the table opens no session. A login rotates the id (no fixation), a
 * logout deletes the row, and an account's sessions can all be revoked at once. A session slides
 * (each use moves its end) but never outlives 90 days from its login; the cookie is Secure over
 * https and always in production.
 *
 * A request costs no session query: a session read from the database is kept in memory for a
 * minute (when "last seen" is written anyway). Every end of a session is published on the
 * backplane (`sessions:ended`), so each process forgets it at once, and a member whose sessions
 * ended is read from the database for a while after, in case the transaction that deleted them
 * commits later than the announcement.
 */
import { createHash, randomBytes } from 'node:crypto';
import { errorCodes } from '@amora/contract';
import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { preparedStatement } from '../db/prepared';
import { sessions, users } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { inGoodStanding } from '../users/queries';

export const sessionCookieName = 'amora_session';
/** Sliding: every use of a session moves its end this far into the future. */
export const sessionLifetimeMs = 30 * 24 * 60 * 60 * 1000;
/** Absolute: however often it is used, a session ends this long after its login. */
export const sessionMaxAgeMs = 90 * 24 * 60 * 60 * 1000;
/** Writing "last seen" on every request would turn each read into a write. */
const lastSeenResolutionMs = 60 * 1000;
/** A session read from the database answers from memory this long. */
const cachedForMs = lastSeenResolutionMs;
/** Longer than any transaction that ends sessions takes from its announcement to its commit. */
const unsettledForMs = 30 * 1000;
/** Sessions held in memory at most; past it the oldest read is forgotten first. */
const cachedSessionsMax = 100_000;
const endedChannel = 'sessions:ended';

/** The signed-in member of a request. */
export interface Member {
  id: string;
  /** SHA-256 of the session id; identifies the session without revealing it. */
  sessionIdHash: string;
}

/** Sessions that ended: one of a user's, or all of them (but one). */
export interface EndedSessions {
  userId: string;
  /** Only this session ended; otherwise every session of the user but `except`. */
  sessionIdHash?: string;
  except?: string;
}

/** A session as the last database read found it. */
interface CachedSession {
  userId: string;
  expiresAt: Date;
  /** When it was read (ms since the epoch). */
  readAt: number;
}

export type SessionEndListener = (ended: EndedSessions) => void | Promise<void>;

export interface Sessions {
  /** Signs the user in on this reply: ends the request's current session and starts a new one. */
  start(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<Member>;
  /** Signs out: deletes the request's session and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Ends every session of a user (password change, account deletion), except one if given. */
  revokeAll(userId: string, options?: { except?: string; db?: Database }): Promise<void>;
  /** Tells `listener` of every session that ends, so what lives on it (a hub connection) ends. */
  onEnd(listener: SessionEndListener): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
  interface FastifyRequest {
    /** The signed-in member, or null for visitors and expired sessions. */
    member: Member | null;
  }
}

export const hashSessionId = (sessionId: string) =>
  createHash('sha256').update(sessionId).digest('hex');

/** The member of a request, or the 401 the client reads as session expiry. */
export const requireMember = (request: FastifyRequest): Member => {
  if (!request.member) throw ApiProblem.of(errorCodes.SESSION_EXPIRED);
  return request.member;
};

/**
 * A live session of a member in good standing, by the hash of its id: read for every request
 * whose session is not cached, e.g. each connection a member opens to the chat hub.
 */
const sessionStatement = preparedStatement((db) => {
  const now = sql.placeholder('now');
  return db
    .select({
      userId: sessions.userId,
      lastSeenAt: sessions.lastSeenAt,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.idHash, sql.placeholder('idHash')),
        gt(sessions.expiresAt, now),
        gt(sessions.createdAt, sql.placeholder('createdAfter')),
        isNull(users.deletedAt),
        inGoodStanding(now),
      ),
    )
    .limit(1)
    .prepare('live_session');
});

export default fp(
  async (app) => {
    const cookieOptions = {
      path: '/',
      httpOnly: true,
      sameSite: 'lax' as const,
      // A production server sets Secure whatever PUBLIC_URL says (a proxy may end TLS).
      secure: app.config.secureCookies || app.config.environment === 'production',
    };
    /** The sliding end of a session used at `now`, capped at its absolute end. */
    const endAfterUse = (createdAt: Date, now: Date) =>
      new Date(Math.min(now.getTime() + sessionLifetimeMs, createdAt.getTime() + sessionMaxAgeMs));

    /** Sessions read lately, by the hash of their id, in the order they were read. */
    const cached = new Map<string, CachedSession>();
    /** Members whose sessions ended lately, with the time until which none of theirs is cached. */
    const unsettled = new Map<string, number>();
    const isUnsettled = (userId: string, now: number) => (unsettled.get(userId) ?? 0) > now;

    const forget = ({ userId, sessionIdHash, except }: EndedSessions) => {
      unsettled.set(userId, Date.now() + unsettledForMs);
      if (sessionIdHash !== undefined) {
        cached.delete(sessionIdHash);
        return;
      }
      for (const [hash, session] of cached) {
        if (session.userId === userId && hash !== except) cached.delete(hash);
      }
    };
    const remember = (idHash: string, session: CachedSession) => {
      if (isUnsettled(session.userId, session.readAt)) return;
      cached.delete(idHash);
      if (cached.size >= cachedSessionsMax) {
        const oldest = cached.keys().next().value;
        if (oldest !== undefined) cached.delete(oldest);
      }
      cached.set(idHash, session);
    };
    // Stale entries would only be read again from the database; dropping them bounds the memory.
    const sweeper = setInterval(() => {
      const now = Date.now();
      for (const [hash, session] of cached) {
        if (now - session.readAt >= cachedForMs) cached.delete(hash);
      }
      for (const [userId, until] of unsettled) if (until <= now) unsettled.delete(userId);
    }, cachedForMs);
    sweeper.unref();
    app.addHook('onClose', async () => clearInterval(sweeper));

    app.backplane.onMessage((channel, message) => {
      if (channel === endedChannel) forget(JSON.parse(message) as EndedSessions);
    });
    await app.backplane.subscribe(endedChannel);

    const readSession = async (idHash: string, now: Date) => {
      const [session] = await sessionStatement(app.db).execute({
        idHash,
        now,
        createdAfter: new Date(now.getTime() - sessionMaxAgeMs),
      });
      return session;
    };

    const resolveMember = async (request: FastifyRequest, reply: FastifyReply) => {
      const sessionId = request.cookies[sessionCookieName];
      if (!sessionId) return;
      const idHash = hashSessionId(sessionId);
      const now = new Date();
      const known = cached.get(idHash);
      if (
        known &&
        now.getTime() - known.readAt < cachedForMs &&
        known.expiresAt > now &&
        !isUnsettled(known.userId, now.getTime())
      ) {
        request.member = { id: known.userId, sessionIdHash: idHash };
        return;
      }
      const session = await readSession(idHash, now);
      if (!session) {
        cached.delete(idHash);
        reply.clearCookie(sessionCookieName, cookieOptions);
        return;
      }
      request.member = { id: session.userId, sessionIdHash: idHash };
      let { expiresAt } = session;
      if (now.getTime() - session.lastSeenAt.getTime() > lastSeenResolutionMs) {
        expiresAt = endAfterUse(session.createdAt, now);
        await app.db
          .update(sessions)
          .set({ lastSeenAt: now, expiresAt })
          .where(eq(sessions.idHash, idHash));
        await app.db.update(users).set({ lastSeenAt: now }).where(eq(users.id, session.userId));
        reply.setCookie(sessionCookieName, sessionId, { ...cookieOptions, expires: expiresAt });
      }
      remember(idHash, { userId: session.userId, expiresAt, readAt: now.getTime() });
    };

    /** A banned or suspended member is told so instead of being signed in. */
    const refuseIfBarred = async (userId: string) => {
      const [row] = await app.db
        .select({ bannedAt: users.bannedAt, suspendedUntil: users.suspendedUntil })
        .from(users)
        .where(eq(users.id, userId));
      if (row?.bannedAt) throw ApiProblem.of(errorCodes.ACCOUNT_BANNED);
      if (row?.suspendedUntil && row.suspendedUntil > new Date()) {
        throw ApiProblem.of(errorCodes.ACCOUNT_SUSPENDED);
      }
    };

    const endListeners: SessionEndListener[] = [];
    const announceEnd = async (ended: EndedSessions) => {
      // Forgotten here at once; the other processes forget it when the backplane brings it.
      forget(ended);
      try {
        await app.backplane.publish(endedChannel, JSON.stringify(ended));
      } catch (error) {
        app.log.error({ err: error }, 'the end of a session could not be published');
      }
      for (const listener of endListeners) {
        try {
          await listener(ended);
        } catch (error) {
          app.log.error({ err: error }, 'a session end listener failed');
        }
      }
    };

    const deleteSessionOf = async (request: FastifyRequest) => {
      const sessionId = request.cookies[sessionCookieName];
      if (sessionId) {
        const sessionIdHash = hashSessionId(sessionId);
        const ended = await app.db
          .delete(sessions)
          .where(eq(sessions.idHash, sessionIdHash))
          .returning({ userId: sessions.userId });
        for (const { userId } of ended) await announceEnd({ userId, sessionIdHash });
      }
      request.member = null;
    };

    app.decorateRequest('member', null);
    // Only API calls and the hub carry member identity; static files need no database round trip.
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.startsWith('/v1/')) await resolveMember(request, reply);
    });

    app.decorate('sessions', {
      async start(request, reply, userId) {
        await refuseIfBarred(userId);
        await deleteSessionOf(request);
        const sessionId = randomBytes(32).toString('base64url');
        const idHash = hashSessionId(sessionId);
        const createdAt = new Date();
        const expiresAt = endAfterUse(createdAt, createdAt);
        await app.db.insert(sessions).values({
          idHash,
          userId,
          createdAt,
          expiresAt,
          userAgent: request.headers['user-agent']?.slice(0, 512) ?? null,
        });
        await app.db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, userId));
        reply.setCookie(sessionCookieName, sessionId, { ...cookieOptions, expires: expiresAt });
        request.member = { id: userId, sessionIdHash: idHash };
        return request.member;
      },
      async end(request, reply) {
        await deleteSessionOf(request);
        reply.clearCookie(sessionCookieName, cookieOptions);
      },
      async revokeAll(userId, { except, db = app.db } = {}) {
        await db
          .delete(sessions)
          .where(
            except
              ? and(eq(sessions.userId, userId), ne(sessions.idHash, except))
              : eq(sessions.userId, userId),
          );
        await announceEnd({ userId, except });
      },
      onEnd(listener) {
        endListeners.push(listener);
      },
    } satisfies Sessions);

    // Expired rows are useless; clearing them at start keeps the table small without a job.
    await app.db
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, new Date()),
          lt(sessions.createdAt, new Date(Date.now() - sessionMaxAgeMs)),
        ),
      );
  },
  {
    name: 'amora-sessions',
    fastify: '5.x',
    dependencies: ['amora-db', 'amora-backplane', '@fastify/cookie'],
    decorators: { fastify: ['config'] },
  },
);
