/**
 * The newsletter setting of a member (/user/{id}/newsletter): read, subscribe again, unsubscribe.
 * The unsubscribe page of a mail link has no session, so the call is allowed with the link's
 * token (query t, see newsletter-token.ts) or with the member's own session; it opens nothing
 * but this one setting.
 */
import { errorCodes, type NewsletterState } from '@amora/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { isNewsletterToken } from './newsletter-token';
import { isUuid } from './queries';

export interface NewsletterCaller {
  /** The member of the session, if any. */
  memberId: string | null;
  /** The mail link's token, if given. */
  token: string | undefined;
}

const assertAllowed = (secret: string, userId: string, { memberId, token }: NewsletterCaller) => {
  if (memberId === userId) return;
  if (token !== undefined && isNewsletterToken(secret, userId, token)) return;
  throw ApiProblem.of(
    memberId !== null && token === undefined ? errorCodes.FORBIDDEN : errorCodes.INVALID_TOKEN,
  );
};

/** Sets (or, without a value, reads) the setting of an account that still exists. */
const newsletterState = async (db: Database, userId: string, subscribed?: boolean) => {
  const account = and(eq(users.id, userId), isNull(users.deletedAt));
  const [row] =
    subscribed === undefined
      ? await db.select({ subscribed: users.newsletterSubscribed }).from(users).where(account)
      : await db
          .update(users)
          .set({ newsletterSubscribed: subscribed, newsletterChangedAt: new Date() })
          .where(account)
          .returning({ subscribed: users.newsletterSubscribed });
  if (!row) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return row;
};

/** Reads the setting, or with `subscribed` sets it, when the caller may. */
export const newsletterSetting = async (
  db: Database,
  secret: string,
  userId: string,
  caller: NewsletterCaller,
  subscribed?: boolean,
): Promise<NewsletterState> => {
  // A malformed id names no account; checking it first keeps it out of the query.
  if (!isUuid(userId)) throw ApiProblem.of(errorCodes.NOT_FOUND);
  assertAllowed(secret, userId, caller);
  return newsletterState(db, userId, subscribed);
};
