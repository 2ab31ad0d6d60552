/**
 * What the economy's modules share: crediting a gift of free amounts (a wheel prize, an event's
 * daily bonus) through the ledger, the balance every paid call answers with, the UTC calendar
 * days that daily rewards count in, and the shape of an unpaged list.
 */
import type { Bonus, CoinInfo } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import type { Database, Transaction } from '../db/client';
import { requireSelf, toCoinInfo } from '../users';
import type { LedgerCounter } from './ledger';

/** freeCoins to the free coins, every other part (stars, free allowances) to its counter. */
export const creditBonus = (
  app: FastifyInstance,
  tx: Transaction,
  userId: string,
  bonus: Bonus,
  entry: { reason: string; reference?: string },
) => {
  const { freeCoins = 0, ...parts } = bonus;
  const counters = Object.fromEntries(
    Object.entries(parts).filter(([, amount]) => amount !== undefined),
  ) as Partial<Record<LedgerCounter, number>>;
  return app.ledger.credit(tx, userId, { freeCoins, counters, ...entry });
};

/** The member's balance as it stands in the transaction, after the call's movements. */
export const coinInfoOf = async (db: Database, memberId: string): Promise<CoinInfo> =>
  toCoinInfo(await requireSelf(db, memberId));

const dayMs = 24 * 60 * 60 * 1000;

/** Days since 1970-01-01 in UTC: two moments of the same UTC calendar day give the same number. */
export const utcDay = (moment: Date) => Math.floor(moment.getTime() / dayMs);

/** Midnight (UTC) that starts the day of `moment`. */
export const startOfUtcDay = (moment: Date) => new Date(utcDay(moment) * dayMs);

/** Midnight (UTC) that starts the day after `moment`. */
export const startOfNextUtcDay = (moment: Date) => new Date((utcDay(moment) + 1) * dayMs);
