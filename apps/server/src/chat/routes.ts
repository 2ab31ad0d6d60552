/**
 * Chat (spec 02 sections 4 and 7): reading dialogs, deleting and starring them, and the paid
 * extras (a gift, a picture, a reaction on a picture, a renewal, a wink, an icebreaker). Texts
 * travel through the hub (src/chat/hub-methods.ts); both paths store and charge through
 * `sendMessage` (send.ts).
 */
import { chatEndpoints } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../http/route';
import { deleteDialog, setFavorite } from './dialogs';
import { registerChatHubMethods } from './hub-methods';
import {
  reactOnImage,
  renewDialog,
  sendGift,
  sendIceBreaker,
  sendImage,
  sendWink,
} from './paid-extras';
import { dialogCollectionOf, requireOwnDialogView } from './views';

async function chatRoutes(app: FastifyInstance) {
  registerChatHubMethods(app);

  route(app, chatEndpoints.dialogs, ({ member }) => dialogCollectionOf(app.db, member.id));
  route(app, chatEndpoints.dialog, ({ member, params, query }) =>
    requireOwnDialogView(app.db, member.id, params.id, query),
  );
  route(app, chatEndpoints.delete, ({ member, params }) =>
    deleteDialog(app.db, member.id, params.id),
  );
  route(app, chatEndpoints.favorite, ({ member, params, body }) =>
    setFavorite(app, member.id, params.id, body.isFavorite),
  );
  route(app, chatEndpoints.sendGift, ({ member, params }) =>
    sendGift(app, member.id, params.id, params.giftId),
  );
  route(
    app,
    chatEndpoints.sendImage,
    ({ member, params, body }) => sendImage(app, member.id, params.id, body),
    { bodyLimit: 16 * 1024 * 1024 },
  );
  route(app, chatEndpoints.reactOnImage, ({ member, params, body }) =>
    reactOnImage(app, member.id, params.id, body),
  );
  route(app, chatEndpoints.renew, ({ member, params }) => renewDialog(app, member.id, params.id));
  route(app, chatEndpoints.wink, ({ member, params }) => sendWink(app, member.id, params.id));
  route(app, chatEndpoints.sendIceBreaker, ({ member, body }) =>
    sendIceBreaker(app, member.id, body),
  );
}

export default fp(chatRoutes, { name: 'chat-routes', fastify: '5.x' });
