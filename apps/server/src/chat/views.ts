/**
 * How dialogs and messages look to one of their two members. A member sees the messages written
 * since they last deleted the dialog; the partner's read marks only with premium (its "read
 * confirmation"); what a message cost only on their own messages.
 */
import {
  type Dialog,
  type DialogList,
  type DialogPartner,
  errorCodes,
  type Message,
  type MessagePresent,
} from '@amora/contract';
import { and, count, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import { ageOf, profileImageKeys } from '../dating';
import type { Database } from '../db/client';
import {
  blocks,
  type DialogRow,
  dialogs,
  type MessageRow,
  messages,
  type PresentRow,
  presents,
  relationships,
  type UserImageRow,
  type UserRow,
  userImages,
  users,
} from '../db/schema';
import { listOf } from '../http/collection';
import { ApiProblem } from '../http/problem';
import { mediaHref } from '../media/pictures';
import { hasActivePremium, isOnline, requireSelf } from '../users';
import {
  isFavoriteOf,
  partnerIdOf,
  requireOwnDialog,
  type Side,
  sideOf,
  stateOf,
  visibleTo,
} from './dialogs';

/** Where a present's picture is drawn (media/routes.ts). */
export const presentImageHref = (presentId: string) => `/v1/media/presents/${presentId}.svg`;

export const toPresent = (row: Pick<PresentRow, 'id' | 'name'>): MessagePresent => ({
  id: row.id,
  name: row.name,
  imageHref: presentImageHref(row.id),
});

/** The presents and pictures the messages name, each fetched once. */
export interface MessageRefs {
  presents: Map<string, PresentRow>;
  images: Map<string, UserImageRow>;
}

export const loadMessageRefs = async (
  db: Database,
  rows: readonly MessageRow[],
): Promise<MessageRefs> => {
  const presentIds = [...new Set(rows.flatMap((row) => (row.presentId ? [row.presentId] : [])))];
  const imageIds = [...new Set(rows.flatMap((row) => (row.imageId ? [row.imageId] : [])))];
  const presentRows =
    presentIds.length > 0
      ? await db.select().from(presents).where(inArray(presents.id, presentIds))
      : [];
  const imageRows =
    imageIds.length > 0
      ? await db.select().from(userImages).where(inArray(userImages.id, imageIds))
      : [];
  return {
    presents: new Map(presentRows.map((row) => [row.id, row])),
    images: new Map(imageRows.map((row) => [row.id, row])),
  };
};

/** Who looks at a message: the member, and whether they get read confirmations. */
export interface Viewer {
  id: string;
  seesReadMarks: boolean;
}

export const viewerOf = (row: Pick<UserRow, 'id' | 'premiumUntil'>, now = new Date()): Viewer => ({
  id: row.id,
  seesReadMarks: hasActivePremium(row, now),
});

const pictureOf = (row: MessageRow, refs: MessageRefs): Message['image'] => {
  if (row.fileKey) {
    return {
      imageId: null,
      href: mediaHref(row.fileKey, 'full'),
      thumbnailHref: mediaHref(row.fileKey, 'thumbnail'),
    };
  }
  const image = row.imageId ? refs.images.get(row.imageId) : undefined;
  if (!image) return null;
  return {
    imageId: image.id,
    href: mediaHref(image.fileKey, 'full'),
    thumbnailHref: mediaHref(image.fileKey, 'thumbnail'),
  };
};

export const toMessage = (row: MessageRow, refs: MessageRefs, viewer: Viewer): Message => {
  const isOwn = row.senderId === viewer.id;
  const present = row.presentId ? refs.presents.get(row.presentId) : undefined;
  return {
    id: row.id,
    clientId: isOwn ? row.clientId : null,
    dialogId: row.dialogId,
    senderId: row.senderId,
    recipientId: row.recipientId,
    type: row.type as Message['type'],
    commentType: row.commentType as Message['commentType'],
    text: row.text ?? '',
    isRead: !isOwn || viewer.seesReadMarks ? row.isRead : false,
    createdAt: row.createdAt.toISOString(),
    price: isOwn ? row.price : 0,
    image: pictureOf(row, refs),
    present: present ? toPresent(present) : null,
    mediaHref: null,
  };
};

/** The messages of a dialog a member sees: those after their last deletion of it. */
const visibleMessages = (viewerId: string): SQL => sql`(
  case when ${dialogs.userAId} = ${viewerId} then ${dialogs.deletedByAAt}
    else ${dialogs.deletedByBAt} end is null
  or ${messages.createdAt} > case when ${dialogs.userAId} = ${viewerId}
    then ${dialogs.deletedByAAt} else ${dialogs.deletedByBAt} end
)`;

const toPartner = (row: UserRow, imageKey: string | undefined, now: Date): DialogPartner => ({
  id: row.id,
  name: row.name,
  // Members have only a first name; it is their name in the chat too.
  username: row.name,
  age: ageOf(row, now),
  image: imageKey ? mediaHref(imageKey, 'full') : null,
  isOnline: isOnline(row, now),
});

export interface MessagePage {
  page: number;
  pageSize: number;
}

/**
 * The member's view of dialogs: without messages for the list, or with one page of them (page 1
 * holds the newest, oldest first within the page). A fixed number of queries for any number of
 * dialogs.
 */
export const dialogViews = async (
  db: Database,
  viewerRow: UserRow,
  rows: readonly DialogRow[],
  messagePage?: MessagePage,
): Promise<Dialog[]> => {
  if (rows.length === 0) return [];
  const viewer = viewerOf(viewerRow);
  const now = new Date();
  const ids = rows.map((row) => row.id);
  const partnerIds = rows.map((row) => partnerIdOf(row, viewer.id));
  // One after the other: inside a transaction all queries share one connection.
  const partners = await db.select().from(users).where(inArray(users.id, partnerIds));
  const imageKeys = await profileImageKeys(db, partnerIds);
  const blockRows = await db
    .select({ blockerId: blocks.blockerId, blockedId: blocks.blockedId })
    .from(blocks)
    .where(
      or(
        and(eq(blocks.blockerId, viewer.id), inArray(blocks.blockedId, partnerIds)),
        and(eq(blocks.blockedId, viewer.id), inArray(blocks.blockerId, partnerIds)),
      ),
    );
  const matchRows = await db
    .select({ partnerId: relationships.fromUserId })
    .from(relationships)
    .where(
      and(
        eq(relationships.toUserId, viewer.id),
        eq(relationships.type, 'match'),
        inArray(relationships.fromUserId, partnerIds),
      ),
    );
  const stats = await db
    .select({
      dialogId: messages.dialogId,
      total: count(),
      unread: sql<number>`count(*) filter (where ${messages.recipientId} = ${viewer.id}
        and not ${messages.isRead})`.mapWith(Number),
    })
    .from(messages)
    .innerJoin(dialogs, eq(dialogs.id, messages.dialogId))
    .where(and(inArray(messages.dialogId, ids), visibleMessages(viewer.id)))
    .groupBy(messages.dialogId);
  const lastMessages = await db
    .selectDistinctOn([messages.dialogId], { message: messages })
    .from(messages)
    .innerJoin(dialogs, eq(dialogs.id, messages.dialogId))
    .where(and(inArray(messages.dialogId, ids), visibleMessages(viewer.id)))
    .orderBy(messages.dialogId, desc(messages.createdAt), desc(messages.id));
  const pageRows =
    messagePage && rows.length === 1
      ? (
          await db
            .select({ message: messages })
            .from(messages)
            .innerJoin(dialogs, eq(dialogs.id, messages.dialogId))
            .where(and(eq(messages.dialogId, ids[0] as string), visibleMessages(viewer.id)))
            .orderBy(desc(messages.createdAt), desc(messages.id))
            .limit(messagePage.pageSize)
            .offset((messagePage.page - 1) * messagePage.pageSize)
        )
          .map((row) => row.message)
          .reverse()
      : [];
  const refs = await loadMessageRefs(db, [...lastMessages.map((row) => row.message), ...pageRows]);

  const partnerOf = new Map(partners.map((row) => [row.id, row]));
  const blocked = new Set(
    blockRows.map((row) => (row.blockerId === viewer.id ? row.blockedId : row.blockerId)),
  );
  const matched = new Set(matchRows.map((row) => row.partnerId));
  const statsOf = new Map(stats.map((row) => [row.dialogId, row]));
  const lastOf = new Map(lastMessages.map((row) => [row.message.dialogId, row.message]));

  return rows.flatMap((row) => {
    const side = sideOf(row, viewer.id) as Side;
    const partnerId = partnerIdOf(row, viewer.id);
    const partner = partnerOf.get(partnerId);
    if (!partner) return [];
    const total = statsOf.get(row.id)?.total ?? 0;
    const last = lastOf.get(row.id);
    const items = pageRows.map((message) => toMessage(message, refs, viewer));
    const state = stateOf(row, blocked.has(partnerId), now);
    const page = messagePage?.page ?? 1;
    const pageSize = messagePage?.pageSize ?? 0;
    const hasOlder = messagePage !== undefined && page * pageSize < total;
    return [
      {
        id: row.id,
        partner: toPartner(partner, imageKeys.get(partnerId), now),
        messages: {
          items,
          count: items.length,
          totalCount: total,
          page,
          pageSize,
          self: `/chat/${row.id}?page=${page}`,
          next: hasOlder ? `/chat/${row.id}?page=${page + 1}` : null,
        },
        messagesCount: total,
        unreadCount: statsOf.get(row.id)?.unread ?? 0,
        lastMessage: last ? toMessage(last, refs, viewer) : null,
        isFavorite: isFavoriteOf(row, side),
        isWriting: false,
        isMatch: matched.has(partnerId),
        isIceBreaker: row.isIceBreaker,
        state,
        // Only an expired dialog has a date to be restored by; an active one just runs.
        restorableUntil: state === 'expired' ? (row.restorableUntil?.toISOString() ?? null) : null,
      },
    ];
  });
};

/** The member's dialogs, newest activity first. */
export const dialogListOf = async (db: Database, memberId: string): Promise<Dialog[]> => {
  const viewer = await requireSelf(db, memberId);
  const rows = await db
    .select()
    .from(dialogs)
    .where(visibleTo(viewer.id))
    .orderBy(sql`${dialogs.lastMessageAt} desc nulls last`, desc(dialogs.createdAt));
  return dialogViews(db, viewer, rows);
};

/** The member's dialogs as the list call answers them. */
export const dialogCollectionOf = async (db: Database, memberId: string): Promise<DialogList> =>
  listOf(await dialogListOf(db, memberId));

/**
 * One of the member's dialogs with a page of its messages; undefined when the partner's row is
 * gone (`dialogViews` leaves such a dialog out).
 */
export const ownDialogView = async (
  db: Database,
  memberId: string,
  dialogId: string,
  messagePage: MessagePage,
): Promise<Dialog | undefined> => {
  const viewer = await requireSelf(db, memberId);
  const { dialog } = await requireOwnDialog(db, memberId, dialogId);
  const [view] = await dialogViews(db, viewer, [dialog], messagePage);
  return view;
};

/** `ownDialogView`, or 404. */
export const requireOwnDialogView = async (
  db: Database,
  memberId: string,
  dialogId: string,
  messagePage: MessagePage,
): Promise<Dialog> => {
  const view = await ownDialogView(db, memberId, dialogId, messagePage);
  if (!view) throw ApiProblem.of(errorCodes.NOT_FOUND);
  return view;
};
