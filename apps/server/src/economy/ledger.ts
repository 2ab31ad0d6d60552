/**
 * The coin ledger: the only code that changes coins, freeCoins and the free-allowance counters.
 * Each movement locks the member's row (FOR UPDATE), so parallel spends queue instead of
 * overdrawing, and appends a ledger entry in the caller's transaction, so a balance never moves
 * without its record and a failed call leaves both untouched.
 */
import { type ErrorCode, errorCodes, type FreeAllowanceCounter } from '@amora/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Transaction } from '../db/client';
import { preparedSql, rowsOf } from '../db/prepared';
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
  /**
   * Counts in the meters a spend that `ledger_spend` made inside another database function (the
   * chat send's); `taken` is the coins and freeCoins it took.
   */
  countSpend(reason: string, paidWith: SpendResult['paidWith'], taken: number): void;
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

interface SpendRow {
  old_coins: number;
  old_free_coins: number;
  /** Null when the balance did not cover the action (nothing changed). */
  by_counter: boolean | null;
  coins: number | null;
  free_coins: number | null;
}

/** Statements whose SQL text names a counter's column: one for each, made when first used. */
const statementPerCounter = <Counter extends string>(
  build: (counter: Counter) => ReturnType<typeof preparedSql>,
) => {
  const statements = new Map<Counter, ReturnType<typeof preparedSql>>();
  return (counter: Counter) => {
    let statement = statements.get(counter);
    if (!statement) {
      statement = build(counter);
      statements.set(counter, statement);
    }
    return statement;
  };
};

const { placeholder } = sql;

/**
 * The spend is the database's `ledger_spend` function (migration 0017): the chat send's own
 * function calls it in the same statement, so the rule is written once, there.
 */
const spendStatement = preparedSql(
  'ledger_spend',
  () => sql`select * from ledger_spend(${placeholder('userId')}::uuid, ${placeholder('amount')}::integer,
    ${placeholder('counter')}::text, ${placeholder('reason')}::text, ${placeholder('reference')}::text,
    ${placeholder('now')}::timestamptz)`,
);

/**
 * Pays for an action: one unit of the feature's free counter when above 0 (then it costs no
 * coins), otherwise `amount` taken from freeCoins first and coins for the rest. Throws
 * ERR_BALANCE_TOO_LOW, changing nothing, when freeCoins + coins < amount.
 *
 * One call of `ledger_spend` (a chat send is the hottest caller): the row is locked (FOR UPDATE, so
 * parallel spends queue and each sees the balance the one before left), charged only where the
 * balance covers it, and its ledger entry appended.
 */
export const spend = async (
  tx: Transaction,
  userId: string,
  { amount, freeCounter, reason, reference }: SpendRequest,
): Promise<SpendResult> => {
  assertWholeAmount('amount', amount);
  const result = await spendStatement(tx).execute({
    userId,
    amount,
    counter: freeCounter ?? null,
    reason,
    reference: reference ?? null,
    now: new Date().toISOString(),
  });
  const [row] = rowsOf<SpendRow>(result);
  if (!row) throw ApiProblem.of(errorCodes.NOT_FOUND);
  if (row.by_counter === null || row.coins === null || row.free_coins === null) {
    throw ApiProblem.of(errorCodes.ERR_BALANCE_TOO_LOW);
  }
  const after = { coins: Number(row.coins), freeCoins: Number(row.free_coins) };
  return {
    paidWith: row.by_counter ? 'freeCounter' : 'coins',
    freeCoinsSpent: Number(row.old_free_coins) - after.freeCoins,
    coinsSpent: Number(row.old_coins) - after.coins,
    ...after,
  };
};

/** Taking units of a counter alone, one statement for each counter. */
const spendCounterStatement = statementPerCounter((counter: LedgerCounter) =>
  preparedSql(`ledger_spend_counter_${counter}`, () => {
    const amount = sql`${placeholder('amount')}::integer`;
    return sql`
    with locked as (
      select ${users[counter]} as counter from ${users}
      where ${users.id} = ${placeholder('userId')} and ${users.deletedAt} is null
      for update
    ), charged as (
      update ${users} set
        ${sql.identifier(users[counter].name)} = locked.counter - ${amount},
        ${sql.identifier(users.updatedAt.name)} = ${placeholder('now')}::timestamptz
      from locked
      where ${users.id} = ${placeholder('userId')} and locked.counter >= ${amount}
      returning ${users[counter]} as counter
    ), entry as (
      insert into ${ledgerEntries} (user_id, counter, counter_delta, reason, reference)
      select ${placeholder('userId')}::uuid, ${counter}::text, -${amount}, ${placeholder('reason')}::text,
        ${placeholder('reference')}::text
      from charged
    )
    select locked.counter as before, charged.counter as after
    from locked left join charged on true`;
  }),
);

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
  const result = await spendCounterStatement(counter)(tx).execute({
    userId,
    amount,
    reason,
    reference: reference ?? null,
    now: new Date().toISOString(),
  });
  const [row] = rowsOf<{ after: number | null }>(result);
  if (!row) throw ApiProblem.of(errorCodes.NOT_FOUND);
  if (row.after === null) throw ApiProblem.of(errorCode);
  return Number(row.after);
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
  // The update locks the row: parallel movements of the member queue behind it.
  const updated = await tx
    .update(users)
    .set({
      coins: sql`${users.coins} + ${coins}`,
      freeCoins: sql`${users.freeCoins} + ${freeCoins}`,
      ...Object.fromEntries(
        counterDeltas.map(([counter, delta]) => [counter, sql`${users[counter]} + ${delta}`]),
      ),
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .returning({ id: users.id });
  if (updated.length === 0) throw ApiProblem.of(errorCodes.NOT_FOUND);
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
    const { ledgerSpends, ledgerCoinsSpent } = app.meters;
    const countSpend: Ledger['countSpend'] = (reason, paidWith, taken) => {
      ledgerSpends.inc({ reason, paid_with: paidWith });
      ledgerCoinsSpent.inc({ reason }, taken);
    };
    app.decorate('ledger', {
      spend: async (tx, userId, request) => {
        const spent = await spend(tx, userId, request);
        countSpend(request.reason, spent.paidWith, spent.freeCoinsSpent + spent.coinsSpent);
        return spent;
      },
      spendCounter: async (tx, userId, request) => {
        const left = await spendCounter(tx, userId, request);
        ledgerSpends.inc({ reason: request.reason, paid_with: 'counter' });
        return left;
      },
      credit,
      countSpend,
    } satisfies Ledger);
  },
  { name: 'amora-ledger', fastify: '5.x', dependencies: ['amora-db', 'amora-metrics'] },
);
