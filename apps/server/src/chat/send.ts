/**
 * Sending a message, whatever its kind: a text through the hub, or a paid extra through REST (a
 * gift, a wink, a picture, a reaction, an icebreaker, a renewal). One transaction stores the
 * message and takes its price through the ledger, so a member never pays for a message that was
 * not stored nor gets one stored unpaid; only after it committed are the two members told.
 * A send that carries a client id the sender used before answers the stored message again and
 * charges nothing: a retry after a lost connection never stores or charges twice.
 * A recipient who is away hears of it by mail (away-mails.ts). A recipient who accepts only
 * verified members is asked first (verified-senders.ts). A new account opens only so many dialogs
 * an hour, and a first message handing out contact data opens a report (spam-brakes.ts).
 */
import { randomUUID } from 'node:crypto';
import {
  type CoinInfo,
  errorCodes,
  limits,
  type Message,
  type MessageCommentType,
  type MessageType,
} from '@amora/contract';
import { and, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { dialogPairOf, pairKey } from '../dating';
import type { Database, Transaction } from '../db/client';
import { groupCommit } from '../db/group-commit';
import { preparedStatement } from '../db/prepared';
import {
  blocks,
  type DialogRow,
  dialogs,
  type MessageRow,
  messages,
  type UserRow,
  users,
} from '../db/schema';
import type { FreeCounter } from '../economy/ledger';
import { ApiProblem } from '../http/problem';
import { isUuid, toCoinInfo } from '../users';
import { mailNewMessageIfAway } from './away-mails';
import { dialogOfPair, insertDialog, stateOf } from './dialogs';
import { reportSpamSignals, requireNewDialogAllowance } from './spam-brakes';
import { requireAcceptedSender } from './verified-senders';
import { loadMessageRefs, type MessageRefs, toMessage, viewerOf } from './views';

/** What a send reads of the sender: who they are, and their balance for the answer. */
const senderColumns = {
  id: users.id,
  name: users.name,
  createdAt: users.createdAt,
  verified: users.verified,
  premiumUntil: users.premiumUntil,
};
export type Sender = { [Key in keyof typeof senderColumns]: UserRow[Key] };

/** What a send reads of the recipient: whether they can be written to, and how to reach them. */
const recipientColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  emailConfirmed: users.emailConfirmed,
  emailPushPreference: users.emailPushPreference,
  language: users.language,
  deletedAt: users.deletedAt,
  bannedAt: users.bannedAt,
  suspendedUntil: users.suspendedUntil,
  verifiedSendersOnly: users.verifiedSendersOnly,
  premiumUntil: users.premiumUntil,
};
export type Recipient = { [Key in keyof typeof recipientColumns]: UserRow[Key] };

/** The columns the answer's CoinInfo shows (`toCoinInfo` reads these and no other). */
const coinColumns = {
  coins: users.coins,
  freeCoins: users.freeCoins,
  stars: users.stars,
  coinStreak: users.coinStreak,
  premiumUntil: users.premiumUntil,
  freeSwipesCount: users.freeSwipesCount,
  freeSwipesUndoCount: users.freeSwipesUndoCount,
  freeMessagesCount: users.freeMessagesCount,
  freeIceBreakersCount: users.freeIceBreakersCount,
  freeWinkCount: users.freeWinkCount,
  freeGiftCount: users.freeGiftCount,
  freeTurboRocketsCount: users.freeTurboRocketsCount,
  freeLocationChangesCount: users.freeLocationChangesCount,
  freeVisitUnlocksCount: users.freeVisitUnlocksCount,
  freeLikesUnlocksCount: users.freeLikesUnlocksCount,
};
type Coins = { [Key in keyof typeof coinColumns]: UserRow[Key] };
const coinInfoOf = (coins: Coins) => toCoinInfo(coins as UserRow);

/**
 * Takes the price of the message with the given id (as the ledger entry's reference) and answers
 * the coins it cost: 0 when a free allowance paid. A payment that is one ledger spend names it
 * (`spend`), so the database's send function can take it in the same statement.
 */
export type Payment = ((tx: Transaction, sender: Sender, messageId: string) => Promise<number>) & {
  spend?: LedgerPrice;
};

/** A price paid through the ledger's spend: one unit of a free allowance, or coins. */
interface LedgerPrice {
  amount: number;
  freeCounter?: FreeCounter;
  reason: string;
}

export interface OutgoingMessage {
  senderId: string;
  recipientId: string;
  /** The dialog the client writes in, when it knows one: it must be the pair's. */
  dialogId?: string;
  type: MessageType;
  commentType?: MessageCommentType;
  text?: string;
  /** A member's picture the message reacts to. */
  imageId?: string;
  /** A picture sent in the chat (already stored by the picture pipeline). */
  fileKey?: string;
  presentId?: string;
  clientId?: string;
  /** A first message of this kind marks the dialog as opened with an icebreaker. */
  opensWithIceBreaker?: boolean;
  /** Checks made under the pair's lock before paying, e.g. that a picture may be reacted on. */
  check?: (tx: Transaction, sender: Sender, partner: Recipient) => Promise<void>;
  pay: Payment;
}

export interface SentMessage {
  /** As the sender sees it. */
  message: Message;
  coinInfo: CoinInfo;
  /** True when the client id named a message stored before: nothing was charged now. */
  isRepeat: boolean;
}

/** What a paid send answers (PaidMessageResult): the message and the balance after it. */
export const paidMessageResultOf = ({ message, coinInfo }: SentMessage) => ({ message, coinInfo });

/** Pays with one unit of the free allowance while there is one, otherwise `amount` coins. */
export const payWith = (app: FastifyInstance, price: LedgerPrice): Payment =>
  Object.assign(
    async (tx: Transaction, sender: Sender, messageId: string) => {
      const spent = await app.ledger.spend(tx, sender.id, { ...price, reference: messageId });
      return spent.paidWith === 'freeCounter' ? 0 : price.amount;
    },
    { spend: price },
  );

const day = 24 * 60 * 60;

// Built once: the query builder's aliases are proxies, slow to make and to walk.
const recipient = alias(users, 'recipient');
const stored = alias(messages, 'stored');
const recipientColumnsOf = Object.fromEntries(
  Object.keys(recipientColumns).map((key) => [key, recipient[key as keyof Recipient]]),
) as { [Key in keyof Recipient]: (typeof recipient)[Key] };
const messageKeys = Object.keys(getTableColumns(messages)) as (keyof MessageRow)[];

const { placeholder } = sql;

/**
 * Everything the send decides on, read in one statement that first takes the pair's lock:
 * every send between the two runs one at a time. The statement reads what was committed when it
 * began, so a send that waited for the lock may miss what the one before it wrote; the
 * constraints catch that (a second message under the same client id, a second dialog of the
 * pair), and the send is then made again (see `sendMessage`), finding what it missed.
 */
const contextStatement = preparedStatement((db) => {
  const senderId = sql`${placeholder('senderId')}::uuid`;
  const partnerId = sql`${placeholder('partnerId')}::uuid`;
  const hasWritten = (writerId: SQL) => sql<boolean>`exists (select 1 from ${messages}
    where ${messages.dialogId} = ${dialogs.id} and ${messages.senderId} = ${writerId})`;
  return (
    db
      .select({
        lock: sql`pg_advisory_xact_lock(hashtextextended(${placeholder('pairKey')}, 0))`,
        sender: senderColumns,
        coins: coinColumns,
        recipient: recipientColumnsOf,
        dialog: dialogs,
        repeated: stored,
        isBlocked: sql<boolean>`exists (select 1 from ${blocks} where
        (${blocks.blockerId} = ${senderId} and ${blocks.blockedId} = ${partnerId})
        or (${blocks.blockerId} = ${partnerId} and ${blocks.blockedId} = ${senderId}))`,
        // Only a text can be a spam signal (spam-brakes.ts); only the setting asks the other.
        senderHasWritten: sql<boolean | null>`case when ${placeholder('isText')}::boolean
        then ${hasWritten(senderId)} end`,
        recipientHasWritten: sql<boolean>`case when ${recipient.verifiedSendersOnly}
        and not ${users.verified} then ${hasWritten(sql`${recipient.id}`)} else true end`,
      })
      .from(users)
      .leftJoin(recipient, and(eq(recipient.id, partnerId), isNull(recipient.deletedAt)))
      .leftJoin(
        dialogs,
        and(
          eq(dialogs.userAId, sql`${placeholder('userAId')}::uuid`),
          eq(dialogs.userBId, sql`${placeholder('userBId')}::uuid`),
        ),
      )
      // No client id names no stored message (`= null` is never true).
      .leftJoin(
        stored,
        and(eq(stored.senderId, users.id), eq(stored.clientId, placeholder('clientId'))),
      )
      .where(and(eq(users.id, senderId), isNull(users.deletedAt)))
      .prepare('chat_send_context')
  );
});

const readContext = async (tx: Transaction, outgoing: OutgoingMessage) => {
  const { senderId, recipientId, clientId } = outgoing;
  // Ids are UUIDs; anything else names nobody (and would make PostgreSQL fail the query).
  const partnerId = isUuid(recipientId) ? recipientId : null;
  const [userAId, userBId] = partnerId ? dialogPairOf(senderId, partnerId) : [null, null];
  const [context] = await contextStatement(tx).execute({
    senderId,
    partnerId,
    userAId,
    userBId,
    clientId: clientId ?? null,
    pairKey: pairKey(senderId, recipientId),
    isText: Boolean(outgoing.text?.trim()),
  });
  return context;
};

type StoredValues = Omit<typeof messages.$inferInsert, 'createdAt' | 'isRead'> & {
  id: string;
  dialogId: string;
  senderId: string;
};

/** The message's columns a send gives; the others take their defaults. */
const storedColumns = [
  'id',
  'dialogId',
  'senderId',
  'recipientId',
  'type',
  'commentType',
  'text',
  'price',
  'imageId',
  'fileKey',
  'presentId',
  'clientId',
] as const satisfies readonly (keyof StoredValues)[];

/**
 * Stores the message and starts the dialog's period again (lastMessageAt is the message's time,
 * `now()` of the transaction in both), and reads the sender's balance after paying: one statement.
 */
const storeStatement = preparedStatement((db) => {
  const messageTime = sql`date_trunc('milliseconds', now())`;
  const expiresAt = sql`${messageTime} + make_interval(secs => ${limits.dialogDeactivateAfterDays * day})`;
  const touched = db.$with('touched').as(
    db
      .update(dialogs)
      .set({
        lastMessageAt: messageTime,
        expiresAt,
        restorableUntil: sql`${expiresAt} + make_interval(secs => ${limits.dialogReactivationDays * day})`,
      })
      .where(eq(dialogs.id, sql`${placeholder('dialogId')}::uuid`))
      .returning({ id: dialogs.id }),
  );
  const values = Object.fromEntries(storedColumns.map((key) => [key, placeholder(key)]));
  const inserted = db.$with('inserted').as(
    db
      .insert(messages)
      .values(values as unknown as StoredValues)
      .returning(),
  );
  const insertedColumns = Object.fromEntries(messageKeys.map((key) => [key, inserted[key]])) as {
    [Key in keyof MessageRow]: (typeof inserted)[Key];
  };
  return db
    .with(touched, inserted)
    .select({ row: insertedColumns, coins: coinColumns })
    .from(inserted)
    .innerJoin(users, eq(users.id, inserted.senderId))
    .prepare('chat_store_message');
});

const storeMessage = async (
  tx: Transaction,
  values: StoredValues,
): Promise<{ row: MessageRow; coins: Coins }> => {
  const [stored] = await storeStatement(tx).execute(values);
  if (!stored) throw new Error('storing a message returned no row');
  return stored;
};

/** Tells every connection of both members; the message is stored whatever happens here. */
export const announceMessage = async (
  app: FastifyInstance,
  row: MessageRow,
  sender: Pick<UserRow, 'id' | 'premiumUntil'>,
  recipient: Pick<UserRow, 'id' | 'premiumUntil'>,
  loaded?: MessageRefs,
) => {
  try {
    const refs = loaded ?? (await loadMessageRefs(app.db, [row]));
    await Promise.all([
      app.hub.sendToMember(recipient.id, 'OnNewMessage', [
        toMessage(row, refs, viewerOf(recipient)),
      ]),
      app.hub.sendToMember(sender.id, 'OnNewMessage', [toMessage(row, refs, viewerOf(sender))]),
    ]);
  } catch (error) {
    app.log.error({ err: error, messageId: row.id }, 'a new message could not be announced');
  }
};

interface Stored {
  row: MessageRow;
  sender: Sender;
  coins: Coins;
  /** Null for a repeat: it was announced when it was stored. */
  recipient: Recipient | null;
}

/**
 * The send's transaction; throws a unique violation when it missed what a send before wrote.
 * The database's `chat_send_message` (migration 0017, see `storeInOneStatement`) sends only where
 * none of these rules refuses or needs this code, and leaves every other case here: a rule added
 * here needs a new migration in which the function leaves that case to this transaction.
 */
const store = (app: FastifyInstance, outgoing: OutgoingMessage) =>
  app.db.transaction(async (tx): Promise<Stored> => {
    const { senderId, recipientId, clientId } = outgoing;
    const context = await readContext(tx, outgoing);
    if (!context) throw ApiProblem.of(errorCodes.SESSION_EXPIRED);
    const { sender, recipient } = context;
    if (context.repeated) {
      return { row: context.repeated, sender, coins: context.coins, recipient: null };
    }
    if (recipientId === senderId) throw ApiProblem.of(errorCodes.CANNOT_TARGET_SELF);
    // A banned or suspended member is gone for others while it lasts.
    if (
      !recipient ||
      recipient.bannedAt ||
      (recipient.suspendedUntil && recipient.suspendedUntil > new Date())
    ) {
      throw ApiProblem.of(errorCodes.NOT_FOUND);
    }
    if (context.isBlocked) throw ApiProblem.of(errorCodes.USER_BLOCKED);

    let dialog: DialogRow | undefined = context.dialog ?? undefined;
    let { senderHasWritten, recipientHasWritten } = context;
    if (!dialog) {
      await requireNewDialogAllowance(tx, sender);
      dialog = await insertDialog(tx, senderId, recipientId, outgoing.opensWithIceBreaker);
      // Opened by another send the read missed: what was written in it is not known here.
      if (!dialog) {
        dialog = await dialogOfPair(tx, senderId, recipientId);
        if (!dialog) throw new Error('the dialog of the pair was neither opened nor found');
        senderHasWritten = null;
        recipientHasWritten = false;
      } else {
        senderHasWritten = false;
      }
    }
    if (outgoing.dialogId !== undefined && outgoing.dialogId !== dialog.id) {
      throw ApiProblem.of(errorCodes.NOT_FOUND);
    }
    // A refusal asks again after the lock: a send the read missed may have changed the answer.
    if (!recipientHasWritten) await requireAcceptedSender(tx, sender, recipient, dialog);
    if (stateOf(dialog, false) === 'expired' && outgoing.type !== 'chatRenewal') {
      const current = await dialogOfPair(tx, senderId, recipientId);
      if (!current || stateOf(current, false) === 'expired') {
        throw ApiProblem.of(errorCodes.DIALOG_EXPIRED);
      }
    }
    await outgoing.check?.(tx, sender, recipient);
    const id = randomUUID();
    const price = await outgoing.pay(tx, sender, id);
    const { row, coins } = await storeMessage(tx, {
      id,
      dialogId: dialog.id,
      senderId,
      recipientId,
      type: outgoing.type,
      commentType: outgoing.commentType ?? null,
      text: outgoing.text ?? null,
      price,
      imageId: outgoing.imageId ?? null,
      fileKey: outgoing.fileKey ?? null,
      presentId: outgoing.presentId ?? null,
      clientId: clientId ?? null,
    });
    await reportSpamSignals(tx, row, {
      isFirstToPartner: senderHasWritten === null ? undefined : !senderHasWritten,
    });
    return { row, sender, coins, recipient };
  });

/** The columns of one of the records `chat_send_message` answers, mapped as the table maps them. */
const recordColumns = (record: 'message' | 'sender' | 'recipient', columns: object) =>
  Object.fromEntries(
    Object.entries(columns as Record<string, AnyPgColumn>).map(([key, column]) => [
      key,
      sql`(sent.${sql.identifier(record)}).${sql.identifier(column.name)}`.mapWith(column),
    ]),
  );

interface SentRow {
  /** The send's place in its batch, from 1. */
  send: number;
  outcome: 'sent' | 'repeat';
  /** Null for a repeat: nothing was paid now. */
  byCounter: boolean | null;
  /** The coins and freeCoins taken. */
  coinsSpent: number | null;
  row: MessageRow;
  sender: Sender;
  coins: Coins;
  recipient: Recipient;
}

/** One send's values for `chat_send_message`, in the order of its parameters. */
const sendParameters = [
  ['senderId', 'uuid'],
  ['recipientId', 'uuid'],
  ['dialogId', 'uuid'],
  ['pairKey', 'text'],
  ['userAId', 'uuid'],
  ['userBId', 'uuid'],
  ['id', 'uuid'],
  ['clientId', 'text'],
  ['type', 'text'],
  ['commentType', 'text'],
  ['text', 'text'],
  ['imageId', 'uuid'],
  ['fileKey', 'text'],
  ['presentId', 'text'],
  ['isText', 'boolean'],
  ['amount', 'integer'],
  ['freeCounter', 'text'],
  ['reason', 'text'],
  ['now', 'timestamptz'],
] as const;
type SendValues = Record<(typeof sendParameters)[number][0], string | number | boolean | null>;

/**
 * Sends of a batch (group-commit.ts) in one statement: each parameter an array with one value per
 * send, `chat_send_message` called for each in the arrays' order; `send` numbers its rows from 1.
 */
const sendStatement = preparedStatement((db) => {
  const period = (days: number) => sql`make_interval(secs => ${days * day})`;
  const perSend = sendParameters.map(([name]) => sql`batch.${sql.identifier(name)}`);
  return db
    .select({
      send: sql`batch.send`,
      outcome: sql`sent.outcome`,
      byCounter: sql`sent.by_counter`,
      coinsSpent: sql`sent.coins_spent`,
      row: recordColumns('message', getTableColumns(messages)),
      sender: recordColumns('sender', senderColumns),
      coins: recordColumns('sender', coinColumns),
      recipient: recordColumns('recipient', recipientColumns),
    })
    .from(
      sql`unnest(${sql.join(
        sendParameters.map(([name, type]) => sql`${placeholder(name)}::${sql.raw(type)}[]`),
        sql`, `,
      )}) with ordinality as batch(${sql.join(
        sendParameters.map(([name]) => sql.identifier(name)),
        sql`, `,
      )}, send)
      cross join lateral chat_send_message(${sql.join(
        [
          ...perSend,
          period(limits.dialogDeactivateAfterDays),
          period(limits.dialogReactivationDays),
        ],
        sql`, `,
      )}) as sent`,
    )
    .prepare('chat_send_messages');
});

/** Runs a batch of sends; undefined for a send the function left to `store`. */
const sendBatch = async (db: Database, batch: SendValues[]) => {
  const columns = Object.fromEntries(
    sendParameters.map(([name]) => [name, batch.map((values) => values[name])]),
  );
  const rows = (await sendStatement(db).execute(columns)) as SentRow[];
  const sentOf = new Map(rows.map((row) => [Number(row.send), row]));
  return batch.map((_, index) => sentOf.get(index + 1));
};

/**
 * Sends in flight wait for a batch slot, and go together when several wait: PGlite runs one
 * statement at a time, PostgreSQL gets a few of the pool's ten connections.
 */
const sendBatches = new WeakMap<
  Database,
  ReturnType<typeof groupCommit<SendValues, SentRow | undefined>>
>();
const batchedSendOf = (app: FastifyInstance) => {
  let send = sendBatches.get(app.db);
  if (!send) {
    send = groupCommit({
      batchesInFlight: app.databaseKind === 'pglite' ? 1 : 4,
      maxBatchSize: 64,
      run: (batch: SendValues[]) => sendBatch(app.db, batch),
    });
    sendBatches.set(app.db, send);
  }
  return send;
};

/**
 * The common send in one statement and one commit, shared with the sends that wait beside it
 * (group-commit.ts), instead of five round trips and a commit of its own: the database's
 * `chat_send_message` (migration 0017) takes the pair's lock, then answers a message stored
 * before under the client id, or stores the message, starts the dialog's period again and pays
 * through the ledger's `ledger_spend`, all committed before it answers. Whatever needs the rules
 * written here (a refusal, a new dialog, a first text to the partner, a check, a balance too low)
 * it leaves alone, writing nothing: undefined, and `store` decides it in a transaction.
 */
const storeInOneStatement = async (
  app: FastifyInstance,
  outgoing: OutgoingMessage,
): Promise<Stored | undefined> => {
  const { senderId, recipientId, dialogId, imageId, clientId } = outgoing;
  const price = outgoing.pay.spend;
  const notUuid = (id: string | undefined) => id !== undefined && !isUuid(id);
  if (!price || outgoing.check || !isUuid(recipientId) || notUuid(dialogId) || notUuid(imageId)) {
    return undefined;
  }
  const [userAId, userBId] = dialogPairOf(senderId, recipientId);
  const key = pairKey(senderId, recipientId);
  const sent = await batchedSendOf(app)(key, {
    senderId,
    recipientId,
    dialogId: dialogId ?? null,
    pairKey: key,
    userAId,
    userBId,
    id: randomUUID(),
    clientId: clientId ?? null,
    type: outgoing.type,
    commentType: outgoing.commentType ?? null,
    text: outgoing.text ?? null,
    imageId: imageId ?? null,
    fileKey: outgoing.fileKey ?? null,
    presentId: outgoing.presentId ?? null,
    isText: Boolean(outgoing.text?.trim()),
    amount: price.amount,
    freeCounter: price.freeCounter ?? null,
    reason: price.reason,
    now: new Date().toISOString(),
  });
  if (!sent) return undefined;
  const { row, sender, coins } = sent;
  if (sent.outcome === 'repeat') return { row, sender, coins, recipient: null };
  app.ledger.countSpend(
    price.reason,
    sent.byCounter ? 'freeCounter' : 'coins',
    sent.coinsSpent ?? 0,
  );
  return { row, sender, coins, recipient: sent.recipient };
};

/** A unique violation of the named constraint, as PostgreSQL and PGlite report it. */
const violates = (error: unknown, constraint: string): boolean => {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    const { code, constraint: violated } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505' && violated === constraint) return true;
  }
  return false;
};

/** Constraints a send that missed the one before it runs into; made again, it finds that one. */
const raceConstraints = ['messages_sender_client_id', 'dialogs_pair'];

export const sendMessage = async (
  app: FastifyInstance,
  outgoing: OutgoingMessage,
): Promise<SentMessage> => {
  let stored: Stored | undefined;
  for (let attempt = 1; !stored; attempt += 1) {
    try {
      stored = (await storeInOneStatement(app, outgoing)) ?? (await store(app, outgoing));
    } catch (error) {
      const raced = raceConstraints.some((constraint) => violates(error, constraint));
      if (!raced || attempt >= 3) throw error;
    }
  }

  const refs = await loadMessageRefs(app.db, [stored.row]);
  if (stored.recipient) {
    app.meters.chatMessagesStored.inc({ type: outgoing.type });
    await announceMessage(app, stored.row, stored.sender, stored.recipient, refs);
    mailNewMessageIfAway(app, stored.row, stored.sender, stored.recipient);
  }
  return {
    message: toMessage(stored.row, refs, viewerOf(stored.sender)),
    coinInfo: coinInfoOf(stored.coins),
    isRepeat: stored.recipient === null,
  };
};
