/**
 * An admin erases a member's account, as the member's own deletion does (users/erase.ts): the
 * personal data and pictures go, every session and hub connection ends. The audit row is written
 * in the same transaction and stays: it points at the anonymised row, which is never removed.
 */
import { errorCodes, type ReasonPayload } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import { ApiProblem } from '../http/problem';
import { isUuid } from '../users';
import { endErasedAccountConnections, eraseAccount } from '../users/erase';
import { recordAudit } from './audit';
import { lockLivingMember, memberDetail } from './members';

export const eraseMember = async (
  app: FastifyInstance,
  operatorId: string,
  userId: string,
  { reason }: ReasonPayload,
) => {
  if (!isUuid(userId)) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const pictureKeys = await app.db.transaction(async (tx) => {
    await lockLivingMember(tx, userId);
    const keys = await eraseAccount(tx, userId);
    await recordAudit(tx, { operatorId, action: 'memberErased', userId, reason });
    return keys;
  });
  await endErasedAccountConnections(app, userId);
  await app.pictures.discard(...pictureKeys);
  return memberDetail(app.db, userId);
};
