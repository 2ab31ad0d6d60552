/**
 * The member page's dialogs: an action on the member (warn, suspend, ban, reinstate), a coin
 * grant, a payment's refund or the account's erasure. Each asks for a reason (the member reads it
 * for a warning, suspension or ban; the audit log keeps every one), a suspension its days, a grant
 * its amount; nothing is sent until they are valid.
 */
import { consoleLimits, type MemberActionPayload, type memberActions } from '@amora/contract';
import { combine, createEvent, createStore, sample } from 'effector';
import { failureCode } from '../../shared/result';
import { $memberId, actFx, eraseFx, grantFx, memberOpened, refundFx } from './detailModel';

export type MemberAction = (typeof memberActions)[number];
/** The dialogs the page's actions open; a refund's opens from its payment's row. */
export type MemberDialog = MemberAction | 'grant' | 'erase' | 'refund';

/** The dialogs the page's action buttons open. */
export type PageAction = Exclude<MemberDialog, 'refund'>;

export const dialogOpened = createEvent<PageAction>();
/** The id of the payment to refund. */
export const refundOpened = createEvent<string>();
export const dialogClosed = createEvent();
export const reasonChanged = createEvent<string>();
export const daysChanged = createEvent<number>();
export const amountChanged = createEvent<string>();
export const dialogConfirmed = createEvent();

const done = [actFx.done, grantFx.done, refundFx.done, eraseFx.done];
const opened = [dialogOpened, refundOpened];

export const $dialog = createStore<MemberDialog | null>(null)
  .on(dialogOpened, (_, dialog) => dialog)
  .on(refundOpened, () => 'refund')
  .reset(dialogClosed, memberOpened, ...done);

/** The payment the refund dialog is about. */
export const $refundPaymentId = createStore<string | null>(null)
  .on(refundOpened, (_, paymentId) => paymentId)
  .reset(dialogOpened, dialogClosed, memberOpened, ...done);

export const $reason = createStore('')
  .on(reasonChanged, (_, reason) => reason)
  .reset(...opened, memberOpened, ...done);
export const $days = createStore<number>(7)
  .on(daysChanged, (_, days) => days)
  .reset(...opened);
export const $amount = createStore('')
  .on(amountChanged, (_, amount) => amount)
  .reset(...opened, ...done);

/** The amount as a number of coins the contract accepts, or null. */
export const grantAmount = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  const { min, max } = consoleLimits.coinGrant;
  return amount >= min && amount <= max ? amount : null;
};

/** Set when the operator confirmed without a valid field; each mark clears when it is edited. */
export const $reasonMissing = createStore(false).reset(reasonChanged, ...opened);
export const $amountInvalid = createStore(false).reset(amountChanged, ...opened);

const writes = [actFx, grantFx, refundFx, eraseFx];

export const $writeFailure = createStore<string | null>(null)
  .on(
    writes.map((write) => write.failData),
    (_, error) => failureCode(error),
  )
  .reset(...writes, ...opened, dialogClosed);

export const $sending = combine(
  writes.map((write) => write.pending),
  (pending) => pending.some(Boolean),
);

const confirmed = sample({
  clock: dialogConfirmed,
  source: {
    id: $memberId,
    dialog: $dialog,
    reason: $reason,
    days: $days,
    amount: $amount,
    paymentId: $refundPaymentId,
  },
});
sample({ clock: confirmed, fn: ({ reason }) => reason.trim() === '', target: $reasonMissing });
sample({
  clock: confirmed,
  filter: ({ dialog }) => dialog === 'grant',
  fn: ({ amount }) => grantAmount(amount) === null,
  target: $amountInvalid,
});

sample({
  clock: confirmed,
  filter: ({ id, dialog, reason }) =>
    id !== null &&
    dialog !== null &&
    dialog !== 'grant' &&
    dialog !== 'erase' &&
    dialog !== 'refund' &&
    reason.trim() !== '',
  fn: ({ id, dialog, reason, days }) => {
    const payload: MemberActionPayload = {
      action: dialog as MemberAction,
      reason: reason.trim(),
    };
    if (dialog === 'suspend') payload.days = days;
    return { id: id as string, payload };
  },
  target: actFx,
});
sample({
  clock: confirmed,
  filter: ({ id, dialog, reason, amount }) =>
    id !== null && dialog === 'grant' && reason.trim() !== '' && grantAmount(amount) !== null,
  fn: ({ id, reason, amount }) => ({
    id: id as string,
    amount: grantAmount(amount) as number,
    reason: reason.trim(),
  }),
  target: grantFx,
});
sample({
  clock: confirmed,
  filter: ({ id, dialog, reason, paymentId }) =>
    id !== null && dialog === 'refund' && paymentId !== null && reason.trim() !== '',
  fn: ({ id, paymentId, reason }) => ({
    id: id as string,
    paymentId: paymentId as string,
    reason: reason.trim(),
  }),
  target: refundFx,
});
sample({
  clock: confirmed,
  filter: ({ id, dialog, reason }) => id !== null && dialog === 'erase' && reason.trim() !== '',
  fn: ({ id, reason }) => ({ id: id as string, reason: reason.trim() }),
  target: eraseFx,
});
