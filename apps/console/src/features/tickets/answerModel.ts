/**
 * Support's answer to a member's request: the text (required, at most the contract's length) and
 * the status the ticket moves to with it. A refused answer keeps the text for another attempt.
 */
import { consoleLimits, type TicketStatus } from '@amora/contract';
import { createEvent, createStore, sample } from 'effector';
import { failureCode } from '../../shared/result';
import { $ticketId, answerFx, detailOpened } from './detailModel';

export const answerChanged = createEvent<string>();
export const answerStatusChanged = createEvent<TicketStatus>();
export const answerSubmitted = createEvent();

export const $answer = createStore('')
  .on(answerChanged, (_, text) => text)
  .reset(answerFx.done, detailOpened);

export const $answerStatus = createStore<TicketStatus>('inProgress')
  .on(answerStatusChanged, (_, status) => status)
  .reset(answerFx.done, detailOpened);

/** A problem of the text itself, shown at the field after a submit. */
export const $answerProblem = createStore<'required' | 'tooLong' | null>(null).reset(
  answerChanged,
  detailOpened,
);

/** The server's refusal of the last attempt. */
export const $answerFailure = createStore<string | null>(null)
  .on(answerFx.failData, (_, error) => failureCode(error))
  .reset(answerFx, detailOpened);

const problemOf = (text: string) =>
  text.trim() === ''
    ? ('required' as const)
    : text.trim().length > consoleLimits.answerMaxLength
      ? ('tooLong' as const)
      : null;

const checked = sample({
  clock: answerSubmitted,
  source: { id: $ticketId, message: $answer, status: $answerStatus },
  fn: (form) => ({ ...form, problem: problemOf(form.message) }),
});
sample({ clock: checked, fn: ({ problem }) => problem, target: $answerProblem });
sample({
  clock: checked,
  filter: (form) => form.problem === null && form.id !== null,
  fn: ({ id, message, status }) => ({ id: id as string, message: message.trim(), status }),
  target: answerFx,
});
