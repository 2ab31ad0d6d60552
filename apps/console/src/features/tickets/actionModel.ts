/**
 * A moderator's decision on a report, asked in a dialog: the reason (required: the reported
 * member reads it for a warning, a suspension or a ban; the audit log keeps it), the days of a
 * suspension, the reason a removed picture's owner reads.
 */
import type { PictureRejectionReason, ReportActionPayload, reportActions } from '@amora/contract';
import { createEvent, createStore, sample } from 'effector';
import { failureCode } from '../../shared/result';
import { $ticketId, actFx, detailOpened } from './detailModel';

export type ReportAction = (typeof reportActions)[number];

export const actionChosen = createEvent<ReportAction>();
export const actionCancelled = createEvent();
export const actionReasonChanged = createEvent<string>();
export const actionDaysChanged = createEvent<number>();
export const pictureReasonChanged = createEvent<PictureRejectionReason>();
export const actionConfirmed = createEvent();

/** The action whose dialog is open. */
export const $chosenAction = createStore<ReportAction | null>(null)
  .on(actionChosen, (_, action) => action)
  .reset(actionCancelled, actFx.done, detailOpened);

export const $actionReason = createStore('')
  .on(actionReasonChanged, (_, reason) => reason)
  .reset(actionChosen, actFx.done, detailOpened);

export const $actionDays = createStore<number>(7)
  .on(actionDaysChanged, (_, days) => days)
  .reset(actionChosen);

export const $pictureReason = createStore<PictureRejectionReason>('other')
  .on(pictureReasonChanged, (_, reason) => reason)
  .reset(actionChosen);

export const $reasonMissing = createStore(false).reset(actionReasonChanged, actionChosen);

export const $actionFailure = createStore<string | null>(null)
  .on(actFx.failData, (_, error) => failureCode(error))
  .reset(actFx, actionChosen, actionCancelled);

const checked = sample({
  clock: actionConfirmed,
  source: {
    id: $ticketId,
    action: $chosenAction,
    reason: $actionReason,
    days: $actionDays,
    pictureReason: $pictureReason,
  },
});
sample({
  clock: checked,
  fn: ({ reason }) => reason.trim() === '',
  target: $reasonMissing,
});
sample({
  clock: checked,
  filter: (form) => form.reason.trim() !== '' && form.id !== null && form.action !== null,
  fn: ({ id, action, reason, days, pictureReason }) => {
    const payload: ReportActionPayload = { action: action as ReportAction, reason: reason.trim() };
    if (action === 'suspend') payload.days = days;
    if (action === 'removePicture') payload.pictureReason = pictureReason;
    return { id: id as string, payload };
  },
  target: actFx,
});
