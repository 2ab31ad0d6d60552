/**
 * The newsletter setting of a member (/user/{id}/newsletter): read, subscribe again, unsubscribe.
 * The unsubscribe page of a mail link has no session, so the call is allowed with the link's
 * token (query t, see users/newsletter-token.ts) or with the member's own session; it opens
 * nothing but this one setting.
 */
import { errorCodes, type NewsletterQuery, newsletterEndpoints } from '@amora/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema';
import { ApiProblem } from '../../http/problem';
import { route } from '../../http/route';
import type { Member } from '../../identity/sessions';
import { isNewsletterToken, isUuid } from '..';

export default async function newsletterRoutes(app: FastifyInstance) {
  const assertAllowed = (userId: string, member: Member | null, token: string | undefined) => {
    if (member?.id === userId) return;
    if (token !== undefined && isNewsletterToken(app.config.secret, userId, token)) return;
    throw ApiProblem.of(
      member && token === undefined ? errorCodes.FORBIDDEN : errorCodes.INVALID_TOKEN,
    );
  };

  /** Sets (or, without a value, reads) the setting of an account that still exists. */
  const newsletterState = async (userId: string, subscribed?: boolean) => {
    const account = and(eq(users.id, userId), isNull(users.deletedAt));
    const [row] =
      subscribed === undefined
        ? await app.db.select({ subscribed: users.newsletterSubscribed }).from(users).where(account)
        : await app.db
            .update(users)
            .set({ newsletterSubscribed: subscribed, newsletterChangedAt: new Date() })
            .where(account)
            .returning({ subscribed: users.newsletterSubscribed });
    if (!row) throw ApiProblem.of(errorCodes.NOT_FOUND);
    return row;
  };

  const handle =
    (subscribed?: boolean) =>
    async ({
      params,
      query,
      member,
    }: {
      params: { id: string };
      query: NewsletterQuery;
      member: Member | null;
    }) => {
      // A malformed id names no account; checking it first keeps it out of the query.
      if (!isUuid(params.id)) throw ApiProblem.of(errorCodes.NOT_FOUND);
      assertAllowed(params.id, member, query.t);
      return newsletterState(params.id, subscribed);
    };

  route(app, newsletterEndpoints.get, handle());
  route(app, newsletterEndpoints.subscribe, handle(true));
  route(app, newsletterEndpoints.unsubscribe, handle(false));
}
