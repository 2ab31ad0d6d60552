/**
 * The signed-in member's own row, read for an answer or locked for a change. A session resolves
 * only for an account that is not deleted, so a missing row means it was deleted meanwhile: the
 * session is over.
 */
import { errorCodes, type User } from '@amora/contract';
import type { Database } from '../db/client';
import type { UserRow } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { findActiveUser, loadUser } from './queries';

export const ownUser = async (db: Database, memberId: string): Promise<User> => {
  const user = await loadUser(db, memberId);
  if (!user) throw ApiProblem.of(errorCodes.SESSION_EXPIRED);
  return user;
};

/**
 * The own row, locked until the transaction ends when asked (every spend of the member then
 * queues behind it). A session resolves only for a live account: a missing row means the session
 * is over.
 */
export const requireSelf = async (
  db: Database,
  memberId: string,
  { lock = false } = {},
): Promise<UserRow> => {
  const self = await findActiveUser(db, memberId, { lock });
  if (!self) throw ApiProblem.of(errorCodes.SESSION_EXPIRED);
  return self;
};

/**
 * Locks the member's row until the transaction ends, so that two changes of the same account
 * (two picture deletions, a location change and a spend) run one after the other.
 */
export const lockMember = (tx: Database, memberId: string) =>
  requireSelf(tx, memberId, { lock: true });
