/**
 * What the economy tests share: the member server of the user tests, and a snapshot that adds
 * the economy's own tables to everything a member's calls may change, to show that a refused
 * call changed nothing.
 */
import type { Result } from '@amora/client';
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  bonusCodeRedemptions,
  bonusCodes,
  eventClaims,
  newsItemStates,
  supportTickets,
  ticketComments,
} from '../../../src/db/schema';
import { expectRefusedUnchanged as expectRefusedWith, snapshotOf } from '../user/support';

export { type MemberServer, outcome, startMemberServer } from '../user/support';

const economySnapshot = async (app: FastifyInstance, userId: string) => ({
  member: await snapshotOf(app, userId),
  bonusCodes: await app.db.select().from(bonusCodes).orderBy(asc(bonusCodes.code)),
  redemptions: await app.db
    .select()
    .from(bonusCodeRedemptions)
    .orderBy(asc(bonusCodeRedemptions.id)),
  claims: await app.db.select().from(eventClaims).orderBy(asc(eventClaims.id)),
  newsStates: await app.db
    .select()
    .from(newsItemStates)
    .orderBy(asc(newsItemStates.userId), asc(newsItemStates.newsItemId)),
  tickets: await app.db.select().from(supportTickets).orderBy(asc(supportTickets.id)),
  comments: await app.db.select().from(ticketComments).orderBy(asc(ticketComments.id)),
});

/** Runs a call that must be refused with `status` and `code`, and shows it changed nothing. */
export const expectRefusedUnchanged = <T>(
  app: FastifyInstance,
  userId: string,
  call: () => Promise<Result<T>>,
  refusal: { status: number; code: string },
) => expectRefusedWith(app, userId, call, refusal, economySnapshot);

/** The data of a call that must succeed. */
export const dataOf = <T>(result: Result<T>): T => {
  if (!result.ok) {
    throw new Error(
      `expected success, got ${result.error.status} ${JSON.stringify(result.error.body)}`,
    );
  }
  return result.data;
};
