/**
 * Operator sessions: an opaque random id in its own httpOnly, SameSite=Strict cookie whose path is
 * /v1/console, so the member app's calls never carry it and a member cookie opens no console call.
 * The server keeps the id's SHA-256. A session ends after `consoleLimits.idleMinutes` without a
 * call and `maxSessionHours` after its sign-in, whatever happens.
 */
import { createHash, randomBytes } from 'node:crypto';
import { consoleLimits, type Endpoint, errorCodes, type OperatorRole } from '@amora/contract';
import { and, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { operatorSessions, operators } from '../db/schema';
import { ApiProblem } from '../http/problem';

export const operatorCookieName = 'amora_console';
export const operatorCookiePath = '/v1/console';
const idleMs = consoleLimits.idleMinutes * 60 * 1000;
const maxAgeMs = consoleLimits.maxSessionHours * 60 * 60 * 1000;

/** The signed-in operator of a request. */
export interface SignedInOperator {
  id: string;
  email: string;
  name: string;
  role: OperatorRole;
  sessionIdHash: string;
}

export interface OperatorSessionControl {
  start(reply: FastifyReply, operatorId: string): Promise<void>;
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    operatorSessions: OperatorSessionControl;
  }
  interface FastifyRequest {
    operator: SignedInOperator | null;
  }
}

const hashId = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

/** Whether an operator of `role` may make a call open to `roles` (an admin makes every call). */
export const mayCall = (role: OperatorRole, roles: readonly OperatorRole[] = []) =>
  role === 'admin' || roles.includes(role);

/** The operator of a console call: 401 without a session, 403 for a role the call does not name. */
export const requireOperator = (request: FastifyRequest, endpoint: Endpoint): SignedInOperator => {
  const { operator } = request;
  if (!operator) throw ApiProblem.of(errorCodes.UNAUTHORIZED);
  if (!mayCall(operator.role, endpoint.roles)) throw ApiProblem.of(errorCodes.FORBIDDEN);
  return operator;
};

export default fp(
  async (app) => {
    const cookieOptions = {
      path: operatorCookiePath,
      httpOnly: true,
      sameSite: 'strict' as const,
      secure: app.config.secureCookies || app.config.environment === 'production',
    };

    app.decorateRequest('operator', null);
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith(`${operatorCookiePath}/`)) return;
      const sessionId = request.cookies[operatorCookieName];
      if (!sessionId) return;
      const idHash = hashId(sessionId);
      const now = Date.now();
      const [session] = await app.db
        .update(operatorSessions)
        .set({ lastSeenAt: new Date(now) })
        .from(operators)
        .where(
          and(
            eq(operatorSessions.idHash, idHash),
            eq(operators.id, operatorSessions.operatorId),
            isNull(operators.disabledAt),
            gt(operatorSessions.lastSeenAt, new Date(now - idleMs)),
            gt(operatorSessions.createdAt, new Date(now - maxAgeMs)),
          ),
        )
        .returning({
          id: operators.id,
          email: operators.email,
          name: operators.name,
          role: operators.role,
        });
      if (!session) {
        reply.clearCookie(operatorCookieName, cookieOptions);
        return;
      }
      request.operator = { ...session, sessionIdHash: idHash };
    });

    app.decorate('operatorSessions', {
      async start(reply, operatorId) {
        const sessionId = randomBytes(32).toString('base64url');
        await app.db.insert(operatorSessions).values({ idHash: hashId(sessionId), operatorId });
        reply.setCookie(operatorCookieName, sessionId, cookieOptions);
      },
      async end(request, reply) {
        const sessionId = request.cookies[operatorCookieName];
        if (sessionId) {
          await app.db
            .delete(operatorSessions)
            .where(eq(operatorSessions.idHash, hashId(sessionId)));
        }
        request.operator = null;
        reply.clearCookie(operatorCookieName, cookieOptions);
      },
    } satisfies OperatorSessionControl);

    // Ended sessions are useless; clearing them at start keeps the table small without a job.
    const now = Date.now();
    await app.db
      .delete(operatorSessions)
      .where(
        or(
          lt(operatorSessions.lastSeenAt, new Date(now - idleMs)),
          lt(operatorSessions.createdAt, new Date(now - maxAgeMs)),
        ),
      );
  },
  {
    name: 'amora-operator-sessions',
    fastify: '5.x',
    dependencies: ['amora-db', '@fastify/cookie'],
    decorators: { fastify: ['config'] },
  },
);
