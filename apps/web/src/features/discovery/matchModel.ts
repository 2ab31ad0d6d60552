/**
 * The match dialog (spec 02 section 4): a like that is returned, from the game or the grid,
 * opens it until the member keeps swiping or goes to write.
 */
import type { ProfileSummary } from '@amora/contract';
import { createEvent, createStore } from 'effector';
import { sessionEnded } from '../../session/model';

export interface Match {
  partner: ProfileSummary;
  /** The chat with the partner when there is one already. */
  dialogId: string | null;
}

export const matched = createEvent<Match>();
export const matchClosed = createEvent();
export const $match = createStore<Match | null>(null)
  .on(matched, (_, match) => match)
  .reset(matchClosed, sessionEnded);
