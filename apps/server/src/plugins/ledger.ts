/**
 * The coin ledger: the only code that changes coins, freeCoins and the free-allowance counters.
 * Each movement locks the member's row (FOR UPDATE), so parallel spends queue instead of
 * overdrawing, and appends a ledger entry in the caller's transaction, so a balance never moves
 * without its record and a failed call leaves both untouched.
 */
import { type ErrorCode, errorCodes, type FreeAllowanceCounter } from '@amora/contract';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Transaction } from '../db/client';
import { ledgerEntries, type NewLedgerEntryRow, users } from '../db/schema';
import { ApiProblem } from '../http/problem';

export type FreeCounter = FreeAllowanceCounter;
/** Counters the ledger moves besides coins: the free allowances and stars. */
export type LedgerCounter = FreeCounter | 'stars';

export interface SpendRequest {
  /** Coins the action costs when no free allowance is left. */
  amount: number;
  /** The feature's free allowance; one unit of it pays for the action while above 0. */
  freeCounter?: FreeCounter;
  /** Why, e.g. 'wink' or 'changeLocation'; kept in the ledger entry. */
  reason: string;
  /** What was bought: a user id, a message id ... */
  reference?: string;
}

export interface SpendResult {
  /** 'freeCounter': one unit of the allowance paid; 'coins': freeCoins and/or coins paid. */
  paidWith: 'freeCounter' | 'coins';
  freeCoinsSpent: number;
  coinsSpent: number;
  /** Balances after the movement. */
  coins: number;
  freeCoins: number;
}

export interface CounterSpendRequest {
  counter: LedgerCounter;
  /** Units to take; defaults to 1. */
  amount?: number;
  reason: string;
  reference?: string;
  /** The error key when the counter is too low (NO_SWIPES_LEFT ...); ERR_BALANCE_TOO_LOW by default. */
  errorCode?: ErrorCode;
}

export interface CreditRequest {
  coins?: number;
  freeCoins?: number;
  counters?: Partial<Record<LedgerCounter, number>>;
  reason: string;
  reference?: string;
}

export interface Ledger {
  spend(tx: Transaction, userId: string, request: SpendRequest): Promise<SpendResult>;
  spendCounter(tx: Transaction, userId: string, request: CounterSpendRequest): Promise<number>;
  credit(tx: Transaction, userId: string, request: CreditRequest): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ledger: Ledger;
  }
}

const assertWholeAmount = (what: string, amount: number) => {
  if (!Number.isSafeInteger(amount) || amount < 0) {
    throw new Error(`Ledger ${what} must be a whole number of at least 0, got ${amount}`);
  }
};

const lockBalance = async (tx: Transaction, userId: string, counter?: LedgerCounter) => {
  const [row] = await tx
    .select({
      coins: users.coins,
      freeCoins: users.freeCoins,
      counter: counter ? users[counter] : sql<number>`0`,
    })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .for('update');
  if (!row) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return row;
};

const pickCoins = ({ coins, freeCoins }: { coins: number; freeCoins: number }) => ({
  coins,
  freeCoins,
});

const counterChange = (counter: LedgerCounter, delta: number) =>
  ({ [counter]: sql`${users[counter]} + ${delta}` }) as Partial<Record<LedgerCounter, SQL>>;

/**
 * Pays for an action: one unit of the feature's free counter when above 0 (then it costs no
 * coins), otherwise `amount` taken from freeCoins first and coins for the rest. Throws
 * ERR_BALANCE_TOO_LOW, changing nothing, when freeCoins + coins < amount.
 */
export const spend = async (
  tx: Transaction,
  userId: string,
  { amount, freeCounter, reason, reference }: SpendRequest,
): Promise<SpendResult> => {
  assertWholeAmount('amount', amount);
  const balance = await lockBalance(tx, userId, freeCounter);
  if (freeCounter && balance.counter > 0) {
    await tx
      .update(users)
      .set({ ...counterChange(freeCounter, -1), updatedAt: new Date() })
      .where(eq(users.id, userId));
    await tx.insert(ledgerEntries).values({
      userId,
      counter: freeCounter,
      counterDelta: -1,
      reason,
      reference: reference ?? null,
    });
    return { paidWith: 'freeCounter', freeCoinsSpent: 0, coinsSpent: 0, ...pickCoins(balance) };
  }
  if (balance.freeCoins + balance.coins < amount)
    throw ApiProblem.of(errorCodes.ERR_BALANCE_TOO_LOW);
  const freeCoinsSpent = Math.min(balance.freeCoins, amount);
  const coinsSpent = amount - freeCoinsSpent;
  const after = {
    coins: balance.coins - coinsSpent,
    freeCoins: balance.freeCoins - freeCoinsSpent,
  };
  await tx
    .update(users)
    .set({ ...after, updatedAt: new Date() })
    .where(eq(users.id, userId));
  await tx.insert(ledgerEntries).values({
    userId,
    coinsDelta: -coinsSpent,
    freeCoinsDelta: -freeCoinsSpent,
    reason,
    reference: reference ?? null,
  });
  return { paidWith: 'coins', freeCoinsSpent, coinsSpent, ...after };
};

/**
 * Takes units of a counter alone (a swipe without a coin alternative, a star for a favourite).
 * Returns what is left; throws, changing nothing, when the counter holds fewer than asked.
 */
export const spendCounter = async (
  tx: Transaction,
  userId: string,
  {
    counter,
    amount = 1,
    reason,
    reference,
    errorCode = errorCodes.ERR_BALANCE_TOO_LOW,
  }: CounterSpendRequest,
): Promise<number> => {
  assertWholeAmount('amount', amount);
  const balance = await lockBalance(tx, userId, counter);
  if (balance.counter < amount) {
    throw ApiProblem.of(errorCode);
  }
  await tx
    .update(users)
    .set({ ...counterChange(counter, -amount), updatedAt: new Date() })
    .where(eq(users.id, userId));
  await tx.insert(ledgerEntries).values({
    userId,
    counter,
    counterDelta: -amount,
    reason,
    reference: reference ?? null,
  });
  return balance.counter - amount;
};

/** Adds coins, freeCoins and counter units (purchases, bonuses, event rewards). */
export const credit = async (
  tx: Transaction,
  userId: string,
  { coins = 0, freeCoins = 0, counters = {}, reason, reference }: CreditRequest,
): Promise<void> => {
  assertWholeAmount('coins', coins);
  assertWholeAmount('freeCoins', freeCoins);
  const counterDeltas = Object.entries(counters).filter(([, delta]) => delta !== 0) as [
    LedgerCounter,
    number,
  ][];
  for (const [counter, delta] of counterDeltas) assertWholeAmount(counter, delta);
  await lockBalance(tx, userId);
  await tx
    .update(users)
    .set({
      coins: sql`${users.coins} + ${coins}`,
      freeCoins: sql`${users.freeCoins} + ${freeCoins}`,
      ...Object.fromEntries(
        counterDeltas.map(([counter, delta]) => [counter, sql`${users[counter]} + ${delta}`]),
      ),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId));
  const entry = { userId, reason, reference: reference ?? null };
  const entries: NewLedgerEntryRow[] = counterDeltas.map(([counter, delta]) => ({
    ...entry,
    counter,
    counterDelta: delta,
  }));
  if (coins !== 0 || freeCoins !== 0 || entries.length === 0) {
    entries.unshift({ ...entry, coinsDelta: coins, freeCoinsDelta: freeCoins });
  }
  await tx.insert(ledgerEntries).values(entries);
};

export default fp(
  async (app) => {
    app.decorate('ledger', { spend, spendCounter, credit } satisfies Ledger);
  },
  { name: 'amora-ledger', fastify: '5.x', dependencies: ['amora-db'] },
);
