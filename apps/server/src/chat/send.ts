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
  type Message,
  type MessageCommentType,
  type MessageType,
} from '@amora/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from '../db/client';
import { dialogs, type MessageRow, messages, type UserRow } from '../db/schema';
import { ApiProblem } from '../http/problem';
import type { FreeCounter } from '../plugins/ledger';
import { lockPair, requireSelf, requireTarget } from '../social';
import { toCoinInfo } from '../users';
import { mailNewMessageIfAway } from './away-mails';
import { expiryAfter, openDialog, stateOf } from './dialogs';
import { reportSpamSignals, requireNewDialogAllowance } from './spam-brakes';
import { requireAcceptedSender } from './verified-senders';
import { loadMessageRefs, toMessage, viewerOf } from './views';

/**
 * Takes the price of the message with the given id (as the ledger entry's reference) and answers
 * the coins it cost: 0 when a free allowance paid.
 */
export type Payment = (tx: Transaction, sender: UserRow, messageId: string) => Promise<number>;

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
  check?: (tx: Transaction, sender: UserRow, partner: UserRow) => Promise<void>;
  pay: Payment;
}

export interface SentMessage {
  /** As the sender sees it. */
  message: Message;
  coinInfo: CoinInfo;
  /** True when the client id named a message stored before: nothing was charged now. */
  isRepeat: boolean;
}

/** Pays with one unit of the free allowance while there is one, otherwise `amount` coins. */
export const payWith =
  (
    app: FastifyInstance,
    { amount, freeCounter, reason }: { amount: number; freeCounter?: FreeCounter; reason: string },
  ): Payment =>
  async (tx, sender, messageId) => {
    const spent = await app.ledger.spend(tx, sender.id, {
      amount,
      freeCounter,
      reason,
      reference: messageId,
    });
    return spent.paidWith === 'freeCounter' ? 0 : amount;
  };

const storedWithClientId = async (tx: Transaction, senderId: string, clientId: string) => {
  const [row] = await tx
    .select()
    .from(messages)
    .where(and(eq(messages.senderId, senderId), eq(messages.clientId, clientId)));
  return row;
};

/** Tells every connection of both members; the message is stored whatever happens here. */
export const announceMessage = async (
  app: FastifyInstance,
  row: MessageRow,
  sender: UserRow,
  recipient: UserRow,
) => {
  try {
    const refs = await loadMessageRefs(app.db, [row]);
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
  sender: UserRow;
  /** Null for a repeat: it was announced when it was stored. */
  recipient: UserRow | null;
}

export const sendMessage = async (
  app: FastifyInstance,
  outgoing: OutgoingMessage,
): Promise<SentMessage> => {
  const { senderId, recipientId, clientId } = outgoing;
  const stored = await app.db.transaction(async (tx): Promise<Stored> => {
    // Everything between the two runs one at a time: a retry racing its original finds it.
    await lockPair(tx, senderId, recipientId);
    const sender = await requireSelf(tx, senderId);
    const repeated = clientId ? await storedWithClientId(tx, senderId, clientId) : undefined;
    if (repeated) return { row: repeated, sender, recipient: null };
    const recipient = await requireTarget(tx, senderId, recipientId);
    const dialog = await openDialog(tx, senderId, recipientId, {
      isIceBreaker: outgoing.opensWithIceBreaker,
      beforeOpening: () => requireNewDialogAllowance(tx, sender),
    });
    if (outgoing.dialogId !== undefined && outgoing.dialogId !== dialog.id) {
      throw ApiProblem.of(errorCodes.NOT_FOUND);
    }
    await requireAcceptedSender(tx, sender, recipient, dialog);
    if (stateOf(dialog, false) === 'expired' && outgoing.type !== 'chatRenewal') {
      throw ApiProblem.of(errorCodes.DIALOG_EXPIRED);
    }
    await outgoing.check?.(tx, sender, recipient);
    const id = randomUUID();
    const price = await outgoing.pay(tx, sender, id);
    const [row] = await tx
      .insert(messages)
      .values({
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
      })
      .returning();
    if (!row) throw new Error('storing a message returned no row');
    await reportSpamSignals(tx, row);
    await tx
      .update(dialogs)
      .set({ lastMessageAt: row.createdAt, ...expiryAfter(row.createdAt) })
      .where(eq(dialogs.id, dialog.id));
    const paid = await requireSelf(tx, senderId);
    return { row, sender: paid, recipient };
  });

  if (stored.recipient) {
    await announceMessage(app, stored.row, stored.sender, stored.recipient);
    mailNewMessageIfAway(app, stored.row, stored.sender, stored.recipient);
  }
  const refs = await loadMessageRefs(app.db, [stored.row]);
  return {
    message: toMessage(stored.row, refs, viewerOf(stored.sender)),
    coinInfo: toCoinInfo(stored.sender),
    isRepeat: stored.recipient === null,
  };
};
