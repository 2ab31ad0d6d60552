/**
 * The member page's dialogs: an action on the member (warn, suspend, ban, reinstate) or a coin
 * grant. Each asks for a reason (the member reads it for a warning, suspension or ban; the audit
 * log keeps every one), a suspension its days, a grant its amount; nothing is sent until they
 * are valid.
 */
import { consoleLimits, type MemberActionPayload, type memberActions } from '@amora/contract';
import { combine, createEvent, createStore, sample } from 'effector';
import { failureCode } from '../../shared/result';
import { $memberId, actFx, grantFx, memberOpened } from './detailModel';

export type MemberAction = (typeof memberActions)[number];
export type MemberDialog = MemberAction | 'grant';

export const dialogOpened = createEvent<MemberDialog>();
export const dialogClosed = createEvent();
export const reasonChanged = createEvent<string>();
export const daysChanged = createEvent<number>();
export const amountChanged = createEvent<string>();
export const dialogConfirmed = createEvent();

const done = [actFx.done, grantFx.done];

export const $dialog = createStore<MemberDialog | null>(null)
  .on(dialogOpened, (_, dialog) => dialog)
  .reset(dialogClosed, memberOpened, ...done);

export const $reason = createStore('')
  .on(reasonChanged, (_, reason) => reason)
  .reset(dialogOpened, memberOpened, ...done);
export const $days = createStore<number>(7)
  .on(daysChanged, (_, days) => days)
  .reset(dialogOpened);
export const $amount = createStore('')
  .on(amountChanged, (_, amount) => amount)
  .reset(dialogOpened, ...done);

/** The amount as a number of coins the contract accepts, or null. */
export const grantAmount = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const amount = Number(trimmed);
  const { min, max } = consoleLimits.coinGrant;
  return amount >= min && amount <= max ? amount : null;
};

/** Set when the operator confirmed without a valid field; each mark clears when it is edited. */
export const $reasonMissing = createStore(false).reset(reasonChanged, dialogOpened);
export const $amountInvalid = createStore(false).reset(amountChanged, dialogOpened);

export const $writeFailure = createStore<string | null>(null)
  .on([actFx.failData, grantFx.failData], (_, error) => failureCode(error))
  .reset(actFx, grantFx, dialogOpened, dialogClosed);

export const $sending = combine(
  actFx.pending,
  grantFx.pending,
  (acting, granting) => acting || granting,
);

const confirmed = sample({
  clock: dialogConfirmed,
  source: { id: $memberId, dialog: $dialog, reason: $reason, days: $days, amount: $amount },
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
    id !== null && dialog !== null && dialog !== 'grant' && reason.trim() !== '',
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
