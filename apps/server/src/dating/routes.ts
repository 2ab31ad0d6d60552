/**
 * Dating (spec 02 section 7): the members to discover, a stranger's profile (which records a
 * visit), likes from the grid, buying a private picture, icebreakers, the matches of the day and
 * the turbo rocket; and the relationship lists (likes, visitors, matches), swipes and undo,
 * unlocking, and blocking.
 */
import { datingEndpoints, relationshipEndpoints } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../http/route';
import { block, blockedUsersOf, unblock } from './blocked-users';
import { datingPageOf } from './dating-page';
import { iceBreakerList } from './icebreakers';
import { markSeen, relationshipListOf, unlock } from './lists';
import { matchesOfTheDayOf } from './matches-of-the-day';
import { buyPicture } from './private-pictures';
import { profilePage, profilePageByExternalId } from './profiles';
import { swipe, undoSwipe } from './swipes';
import { likeFromGrid, takeBack, trigger } from './triggers';
import {
  requireTurboRocketProduct,
  startTurboRocket,
  startTurboRocketProduct,
  turboRocketOf,
} from './turbo';

export default async function datingRoutes(app: FastifyInstance) {
  route(app, datingEndpoints.list, ({ member, query, request }) => {
    // The parsed query fills in the default size: only the raw one tells whether it was asked.
    const pageSizeAsked = (request.query as { pageSize?: unknown }).pageSize !== undefined;
    return datingPageOf(app.db, member.id, query, pageSizeAsked);
  });
  route(app, datingEndpoints.profile, ({ member, params }) =>
    profilePage(app.db, member.id, params.id),
  );
  route(app, datingEndpoints.profileByExternalId, ({ member, params }) =>
    profilePageByExternalId(app.db, member.id, params.id),
  );
  route(app, datingEndpoints.iceBreakers, () => iceBreakerList());
  route(app, datingEndpoints.matchesOfTheDay, ({ member }) => matchesOfTheDayOf(app.db, member.id));
  route(app, datingEndpoints.like, ({ member, params }) => likeFromGrid(app, member.id, params.id));
  route(app, datingEndpoints.buyPicture, ({ member, params }) =>
    buyPicture(app, member.id, params.id),
  );
  route(app, datingEndpoints.turboRocket, ({ member }) => turboRocketOf(app.db, member.id));
  route(app, datingEndpoints.startTurboRocket, ({ member }) => startTurboRocket(app, member.id));
  route(app, datingEndpoints.turboRocketProduct, ({ params }) =>
    requireTurboRocketProduct(app.db, params.id),
  );
  route(app, datingEndpoints.startTurboRocketProduct, ({ member, params }) =>
    startTurboRocketProduct(app, member.id, params.id),
  );

  route(app, relationshipEndpoints.list, ({ member, query }) =>
    relationshipListOf(app.db, member.id, query),
  );
  route(app, relationshipEndpoints.markSeen, ({ member, body }) =>
    markSeen(app.db, member.id, body),
  );
  route(app, relationshipEndpoints.trigger, ({ member, params }) =>
    trigger(app, member.id, params.id, params.type),
  );
  route(app, relationshipEndpoints.revert, ({ member, params }) =>
    takeBack(app.db, member.id, params.id, params.type),
  );
  route(app, relationshipEndpoints.unlock, ({ member, body }) => unlock(app, member.id, body));
  route(app, relationshipEndpoints.swipe, ({ member, body }) => swipe(app, member.id, body));
  route(app, relationshipEndpoints.undoSwipe, ({ member }) => undoSwipe(app, member.id));
  route(app, relationshipEndpoints.blockedUsers, ({ member }) => blockedUsersOf(app.db, member.id));
  route(app, relationshipEndpoints.block, ({ member, params, body }) =>
    block(app.db, member.id, params.id, body),
  );
  route(app, relationshipEndpoints.unblock, ({ member, params }) =>
    unblock(app.db, member.id, params.id),
  );
}
