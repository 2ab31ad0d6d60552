/**
 * The chat hub's methods (spec 02 section 7): getDialog, getDialogs, sendMessage, dialogRead and
 * write, and the match announcement. Every argument list is parsed with the contract before use;
 * a refusal answers the invocation with the error code and, for a message, an OnError naming its
 * client id, so a client that queued it knows which one was not sent.
 */
import {
  errorCodes,
  type HubEventName,
  type HubEventPayload,
  type HubMethod,
  type hubMethods,
  messagePrice,
  pageSizes,
  parseHubMethodArgs,
} from '@amora/contract';
import { and, eq, not } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import { isBlockedEitherWay, profileImageKeys, toProfileSummary } from '../dating';
import { messages } from '../db/schema';
import { ApiProblem } from '../http/problem';
import type { HubCallContext } from '../hub';
import { findActiveUser, hasActivePremium } from '../users';
import { mailNewMatchIfAway } from './away-mails';
import { dialogOfPair, partnerIdOf, requireOwnDialog } from './dialogs';
import { paidMessageResultOf, payWith, sendMessage } from './send';
import { dialogListOf, ownDialogView } from './views';

type Args<Method extends HubMethod> = v.InferOutput<(typeof hubMethods)[Method]['args']>;

const emit = <Name extends HubEventName>(
  app: FastifyInstance,
  to: { member: string } | { connection: string },
  event: Name,
  payload: HubEventPayload<Name>,
) =>
  'member' in to
    ? app.hub.sendToMember(to.member, event, [payload])
    : app.hub.sendToConnection(to.connection, event, [payload]);

/** Registers `method` with its arguments parsed by the contract. */
const register = <Method extends HubMethod>(
  app: FastifyInstance,
  method: Method,
  handler: (context: HubCallContext, ...args: Args<Method>) => unknown,
) => {
  app.hub.registerMethod(method, (context, ...raw: unknown[]) => {
    const parsed = parseHubMethodArgs(method, raw);
    if (!parsed.success) throw ApiProblem.of(errorCodes.VALIDATION_FAILED);
    return handler(context, ...(parsed.output as Args<Method>));
  });
};

/** Marks what the partner sent as read and tells the reader's devices (and a premium partner). */
export const readDialog = async (app: FastifyInstance, memberId: string, dialogId: string) => {
  const { dialog } = await requireOwnDialog(app.db, memberId, dialogId);
  await app.db
    .update(messages)
    .set({ isRead: true })
    .where(
      and(
        eq(messages.dialogId, dialog.id),
        eq(messages.recipientId, memberId),
        not(messages.isRead),
      ),
    );
  const event = { dialogId: dialog.id, readerId: memberId, readAt: new Date().toISOString() };
  await emit(app, { member: memberId }, 'OnDialogRead', event);
  // Read confirmations are a premium benefit of the partner's.
  const partner = await findActiveUser(app.db, partnerIdOf(dialog, memberId));
  if (partner && hasActivePremium(partner)) {
    await emit(app, { member: partner.id }, 'OnDialogRead', event);
  }
};

export const registerChatHubMethods = (app: FastifyInstance) => {
  register(app, 'getDialogs', async ({ memberId, connectionId }) => {
    const list = await dialogListOf(app.db, memberId);
    await emit(app, { connection: connectionId }, 'OnGetDialogs', list);
  });

  register(app, 'getDialog', async ({ memberId, connectionId }, dialogId) => {
    const page = { page: 1, pageSize: pageSizes.chat };
    const view = await ownDialogView(app.db, memberId, dialogId, page);
    if (view) await emit(app, { connection: connectionId }, 'OnGetDialog', view);
  });

  register(app, 'sendMessage', async ({ memberId, connectionId }, payload) => {
    try {
      const sent = await sendMessage(app, {
        senderId: memberId,
        recipientId: payload.recipientId,
        dialogId: payload.dialogId,
        type: 'message',
        commentType: payload.commentType,
        text: payload.message,
        clientId: payload.clientId,
        pay: payWith(app, {
          amount: messagePrice(payload.message),
          freeCounter: 'freeMessagesCount',
          reason: 'message',
        }),
      });
      return paidMessageResultOf(sent);
    } catch (error) {
      if (error instanceof ApiProblem) {
        await emit(app, { connection: connectionId }, 'OnError', {
          code: error.code,
          text: error.text,
          clientId: payload.clientId,
          dialogId: payload.dialogId,
        });
      }
      throw error;
    }
  });

  register(app, 'dialogRead', ({ memberId }, dialogId) => readDialog(app, memberId, dialogId));

  register(app, 'write', async ({ memberId }, dialogId) => {
    const { dialog } = await requireOwnDialog(app.db, memberId, dialogId);
    const partnerId = partnerIdOf(dialog, memberId);
    // Across a block, in either direction, typing is nobody's business; the mark is dropped
    // without an error, as typing marks are fire-and-forget.
    if (await isBlockedEitherWay(app.db, memberId, partnerId)) return;
    await emit(app, { member: partnerId }, 'OnWrite', {
      dialogId: dialog.id,
      userId: memberId,
    });
  });

  // Both members learn of a match at once, each seeing the other as they would in a list; one
  // who is away, by mail.
  app.matchHooks.onMatch(async ({ userId, partnerId, at }) => {
    const [one, other] = await Promise.all([
      findActiveUser(app.db, userId),
      findActiveUser(app.db, partnerId),
    ]);
    if (!one || !other) return;
    const keys = await profileImageKeys(app.db, [one.id, other.id]);
    const dialog = await dialogOfPair(app.db, one.id, other.id);
    for (const [receiver, partner] of [
      [one, other],
      [other, one],
    ] as const) {
      await emit(app, { member: receiver.id }, 'OnMatch', {
        partner: toProfileSummary(partner, receiver, keys.get(partner.id)),
        dialogId: dialog?.id ?? null,
        at: at.toISOString(),
      });
      mailNewMatchIfAway(app, receiver, partner, dialog?.id ?? null);
    }
  });
};
