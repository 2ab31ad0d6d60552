/**
 * Spam brakes (issue 17), numbers in the contract's `spamBrakes`.
 *
 * The rules:
 * - A new account (registered less than `newAccountDays` ago) opens at most `newDialogsPerHour`
 *   dialogs an hour. A dialog is opened by the first message to a member one has no dialog with
 *   yet, of any kind; the one over the limit is refused with TOO_MANY_NEW_DIALOGS and changes
 *   nothing (the transaction it ends takes back the dialog, no coin or allowance is spent).
 *   Writing in a dialog that exists is never limited, whoever opened it.
 * - The sender's first message to a partner is still delivered when it hands out contact data or
 *   a link, or when its text went as a first message to `sameTextPartners` different partners
 *   within `sameTextWindowHours`; then a chat report against the sender is opened for the
 *   moderators, showing the chat like a member's report does. One automatic report per sender
 *   and reason stays open at a time: more such messages do not flood the queue.
 * - An automatic report is stored as a report of the sender on the sender (nobody else reported
 *   anything), so the console shows it like any report; the sender never sees it among their own
 *   tickets nor hears of its answer (see `isAutomaticReport`).
 */
import {
  errorCodes,
  normalisedText,
  type SpamSignal,
  spamBrakes,
  spamSignalOf,
} from '@amora/contract';
import { and, asc, countDistinct, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { dialogs, type MessageRow, messages, supportTickets, type UserRow } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { openTicket } from '../tickets';

const hourMs = 60 * 60 * 1000;
const dayMs = 24 * hourMs;

export const isNewAccount = (member: Pick<UserRow, 'createdAt'>, now = new Date()) =>
  now.getTime() - member.createdAt.getTime() < spamBrakes.newAccountDays * dayMs;

/**
 * Refuses a new account's dialog over the hourly limit. Called only when the send is about to
 * open a dialog; counts the dialogs of the last hour whose first message is the sender's.
 */
export const requireNewDialogAllowance = async (
  tx: Transaction,
  sender: Pick<UserRow, 'id' | 'createdAt'>,
) => {
  if (!isNewAccount(sender)) return;
  const firstSender = tx
    .select({ senderId: messages.senderId })
    .from(messages)
    .where(eq(messages.dialogId, dialogs.id))
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .limit(1);
  const opened = await tx.$count(
    dialogs,
    and(
      or(eq(dialogs.userAId, sender.id), eq(dialogs.userBId, sender.id)),
      gt(dialogs.createdAt, new Date(Date.now() - hourMs)),
      sql`(${firstSender}) = ${sender.id}`,
    ),
  );
  if (opened >= spamBrakes.newDialogsPerHour) throw ApiProblem.of(errorCodes.TOO_MANY_NEW_DIALOGS);
};

type Reason = SpamSignal | 'sameText';

const notes: Record<Reason, string> = {
  contactData: 'Automatic: contact data in a first message',
  link: 'Automatic: a link in a first message',
  sameText: `Automatic: the same first message to ${spamBrakes.sameTextPartners} or more new partners within ${spamBrakes.sameTextWindowHours} hours`,
};

/** A text the member typed: a kiss, a gift or an icebreaker is the same for everyone by design. */
const isFreeText = (message: MessageRow) =>
  message.type === 'message' && message.commentType === null;

const isFirstToPartner = async (tx: Transaction, message: MessageRow) => {
  const [earlier] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.dialogId, message.dialogId),
        eq(messages.senderId, message.senderId),
        ne(messages.id, message.id),
      ),
    )
    .limit(1);
  return !earlier;
};

/** Partners who got this text as the sender's first message to them within the window. */
const partnersOfSameFirstText = async (tx: Transaction, message: MessageRow, text: string) => {
  const [row] = await tx
    .select({ partners: countDistinct(messages.recipientId) })
    .from(messages)
    .where(
      and(
        eq(messages.senderId, message.senderId),
        gt(messages.createdAt, new Date(Date.now() - spamBrakes.sameTextWindowHours * hourMs)),
        eq(messages.type, 'message'),
        sql`${messages.commentType} is null`,
        // As `normalisedText` folds it.
        sql`lower(btrim(regexp_replace(${messages.text}, '\\s+', ' ', 'g')))
          = ${normalisedText(text)}`,
        // Not a later message of its dialog: the sender's first there.
        sql`not exists (select 1 from ${messages} earlier
          where earlier.dialog_id = ${messages.dialogId}
          and earlier.sender_id = ${messages.senderId}
          and (earlier.created_at, earlier.id) < (${messages.createdAt}, ${messages.id}))`,
      ),
    );
  return row?.partners ?? 0;
};

const openAutomaticReport = async (tx: Transaction, message: MessageRow, reason: Reason) => {
  // Two first messages at once (to two partners, under two pair locks) open one report.
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`spam-report:${message.senderId}`}, 0))`,
  );
  const [open] = await tx
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(
      and(
        eq(supportTickets.userId, message.senderId),
        eq(supportTickets.reportedUserId, message.senderId),
        eq(supportTickets.message, notes[reason]),
        inArray(supportTickets.status, ['open', 'inProgress']),
      ),
    )
    .limit(1);
  if (open) return;
  await openTicket(tx, {
    userId: message.senderId,
    topic: 'reportChat',
    message: notes[reason],
    reportedUserId: message.senderId,
    reportedDialogId: message.dialogId,
    // The message's time is stored in microseconds, its row's in milliseconds: one more keeps
    // the message within what the report shows.
    createdAt: new Date(message.createdAt.getTime() + 1),
  });
};

/**
 * Opens the automatic reports a just stored message calls for. Runs in the send's transaction,
 * after the message is stored: the report shows the chat up to this message. A send that read
 * already whether the sender wrote in the dialog before says so (`isFirstToPartner`), saving the
 * query for every message.
 */
export const reportSpamSignals = async (
  tx: Transaction,
  message: MessageRow,
  known: { isFirstToPartner?: boolean } = {},
) => {
  const text = message.text?.trim();
  if (!text) return;
  const signal = spamSignalOf(text);
  if (!signal && !isFreeText(message)) return;
  if (!(known.isFirstToPartner ?? (await isFirstToPartner(tx, message)))) return;
  if (signal) await openAutomaticReport(tx, message, signal);
  if (
    isFreeText(message) &&
    (await partnersOfSameFirstText(tx, message, text)) >= spamBrakes.sameTextPartners
  ) {
    await openAutomaticReport(tx, message, 'sameText');
  }
};
