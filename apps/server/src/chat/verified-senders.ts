/**
 * "Only verified members may write to me" (issue 17), a member's own choice, off unless chosen.
 *
 * The rules:
 * - A member who chose it receives nothing from a member whose profile is not verified (the
 *   console's verification review sets `users.verified`): no text, kiss, picture, reaction on a
 *   picture, gift, wink, icebreaker, nor a renewal of an expired chat. Every kind is sent through
 *   `sendMessage`, which asks here before anything is paid or stored.
 * - The refusal is RECIPIENT_ONLY_VERIFIED and changes nothing: the transaction it ends also
 *   takes back a dialog opened for the attempt, and no coin or free allowance is spent.
 * - Once the recipient has written to the sender in their dialog (any kind, a wink too), the
 *   conversation goes on: she chose to talk, and her choice is not taken back by the setting.
 * - Premium does not open the door; verifying the profile does, at once.
 * - What she writes herself is never limited by it, and what was stored before stays.
 * - A blocked or missing member is refused as before (USER_BLOCKED, NOT_FOUND) ahead of this
 *   rule, so the refusal does not tell a blocked member about the setting.
 */
import { errorCodes } from '@amora/contract';
import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { type DialogRow, messages, type UserRow } from '../db/schema';
import { ApiProblem } from '../http/problem';

/**
 * Refuses the send when the rules above forbid it. Both members' rows are already read by the
 * send, so only an unverified sender writing to a member who chose the setting costs a query.
 */
export const requireAcceptedSender = async (
  tx: Transaction,
  sender: Pick<UserRow, 'verified'>,
  recipient: Pick<UserRow, 'id' | 'verifiedSendersOnly'>,
  dialog: Pick<DialogRow, 'id'>,
) => {
  if (!recipient.verifiedSendersOnly || sender.verified) return;
  const [written] = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.dialogId, dialog.id), eq(messages.senderId, recipient.id)))
    .limit(1);
  if (!written) throw ApiProblem.of(errorCodes.RECIPIENT_ONLY_VERIFIED);
};
