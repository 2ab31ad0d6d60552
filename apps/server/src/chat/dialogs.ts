/**
 * Dialogs between two members: one row per pair (the smaller id is member A), opened by the first
 * message, with each side's favourite flag and deletion time. A member reaches only dialogs they
 * belong to and have not deleted since the last message; anything else is "not found", so a
 * stranger cannot even learn that a dialog exists.
 */
import { type DialogState, errorCodes, type FavoriteResult, limits, prices } from '@amora/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { dialogPairOf } from '../dating';
import type { Database } from '../db/client';
import { type DialogRow, dialogs } from '../db/schema';
import { coinInfoOf } from '../economy/shared';
import { ApiProblem } from '../http/problem';
import { isUuid } from '../users';

export type Side = 'a' | 'b';

export const sideOf = (dialog: DialogRow, memberId: string): Side | undefined =>
  dialog.userAId === memberId ? 'a' : dialog.userBId === memberId ? 'b' : undefined;

export const partnerIdOf = (dialog: DialogRow, memberId: string) =>
  dialog.userAId === memberId ? dialog.userBId : dialog.userAId;

/** The side's column of its deletion time and of its favourite flag. */
export const deletedAtColumn = (side: Side) => (side === 'a' ? 'deletedByAAt' : 'deletedByBAt');
export const favoriteColumn = (side: Side) => (side === 'a' ? 'favoriteA' : 'favoriteB');

export const isFavoriteOf = (dialog: DialogRow, side: Side) => dialog[favoriteColumn(side)];

/** Deleted by the member and nothing written since: gone from the member's view. */
export const isHiddenFrom = (dialog: DialogRow, side: Side) => {
  const deletedAt = dialog[deletedAtColumn(side)];
  return deletedAt !== null && (dialog.lastMessageAt === null || dialog.lastMessageAt <= deletedAt);
};

/**
 * SQL: the dialog is visible to the member (they belong to it and it is not hidden from them).
 * The same rule as `sideOf` + `isHiddenFrom`, for lists.
 */
export const visibleTo = (memberId: string) => sql`(
  (${dialogs.userAId} = ${memberId} and (${dialogs.deletedByAAt} is null
    or ${dialogs.lastMessageAt} > ${dialogs.deletedByAAt}))
  or (${dialogs.userBId} = ${memberId} and (${dialogs.deletedByBAt} is null
    or ${dialogs.lastMessageAt} > ${dialogs.deletedByBAt}))
)`;

const day = 24 * 60 * 60 * 1000;

/**
 * A dialog's period, started again by every message (a renewal too): it expires after
 * `dialogDeactivateAfterDays` without one and can be renewed for `dialogReactivationDays` more.
 */
export const expiryAfter = (lastMessageAt: Date) => {
  const expiresAt = new Date(lastMessageAt.getTime() + limits.dialogDeactivateAfterDays * day);
  const restorableUntil = new Date(expiresAt.getTime() + limits.dialogReactivationDays * day);
  return { expiresAt, restorableUntil };
};

/** Locked while a block stands between the two; expired once its time ran out. */
export const stateOf = (dialog: DialogRow, isBlocked: boolean, now = new Date()): DialogState => {
  if (isBlocked) return 'locked';
  if (dialog.expiresAt !== null && dialog.expiresAt <= now) return 'expired';
  return 'active';
};

/** The member's dialog by id, locked for the rest of the transaction when asked. */
export const requireOwnDialog = async (
  db: Database,
  memberId: string,
  dialogId: string,
  { lock = false } = {},
): Promise<{ dialog: DialogRow; side: Side }> => {
  if (!isUuid(dialogId)) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const query = db.select().from(dialogs).where(eq(dialogs.id, dialogId));
  const [dialog] = await (lock ? query.for('update') : query);
  const side = dialog && sideOf(dialog, memberId);
  if (!dialog || !side || isHiddenFrom(dialog, side)) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return { dialog, side };
};

/** Hides the dialog from the member until a new message arrives; the partner still sees it. */
export const deleteDialog = async (db: Database, memberId: string, dialogId: string) => {
  const { dialog, side } = await requireOwnDialog(db, memberId, dialogId);
  await db
    .update(dialogs)
    .set({ [deletedAtColumn(side)]: new Date() })
    .where(eq(dialogs.id, dialog.id));
};

/** Stars or unstars the dialog for the member, paid in stars. */
export const setFavorite = (
  app: FastifyInstance,
  memberId: string,
  dialogId: string,
  isFavorite: boolean,
): Promise<FavoriteResult> =>
  app.db.transaction(async (tx) => {
    const { dialog, side } = await requireOwnDialog(tx, memberId, dialogId, { lock: true });
    // Asking for the state it is already in (a retry) costs nothing.
    if (isFavoriteOf(dialog, side) !== isFavorite) {
      await app.ledger.spendCounter(tx, memberId, {
        counter: 'stars',
        amount: prices.favorite,
        reason: isFavorite ? 'favorite' : 'unfavorite',
        reference: dialog.id,
        errorCode: errorCodes.NOT_ENOUGH_STARS,
      });
      await tx
        .update(dialogs)
        .set({ [favoriteColumn(side)]: isFavorite })
        .where(eq(dialogs.id, dialog.id));
    }
    return { dialogId: dialog.id, isFavorite, coinInfo: await coinInfoOf(tx, memberId) };
  });

/** The dialog of two members, if they have one (hidden or not). */
export const dialogOfPair = async (db: Database, a: string, b: string) => {
  const [userAId, userBId] = dialogPairOf(a, b);
  const [dialog] = await db
    .select()
    .from(dialogs)
    .where(and(eq(dialogs.userAId, userAId), eq(dialogs.userBId, userBId)));
  return dialog;
};

/**
 * Opens the dialog of two members; answers nothing when they have one already (opened by a send
 * that committed after the caller last looked).
 */
export const insertDialog = async (
  db: Database,
  a: string,
  b: string,
  isIceBreaker = false,
): Promise<DialogRow | undefined> => {
  const [userAId, userBId] = dialogPairOf(a, b);
  const [opened] = await db
    .insert(dialogs)
    .values({ userAId, userBId, isIceBreaker })
    .onConflictDoNothing({ target: [dialogs.userAId, dialogs.userBId] })
    .returning();
  return opened;
};

/**
 * The dialog of two members, opened when they have none. Call it under the pair's lock
 * (`lockPair`), so two first messages at once open one dialog.
 */
export const openDialog = async (
  db: Database,
  a: string,
  b: string,
  {
    isIceBreaker = false,
    beforeOpening,
  }: {
    isIceBreaker?: boolean;
    /** Runs only when the dialog is about to be opened, e.g. to refuse opening it. */
    beforeOpening?: () => Promise<void>;
  } = {},
): Promise<DialogRow> => {
  const existing = await dialogOfPair(db, a, b);
  if (existing) return existing;
  await beforeOpening?.();
  const opened = await insertDialog(db, a, b, isIceBreaker);
  if (!opened) throw new Error('opening a dialog returned no row');
  return opened;
};
