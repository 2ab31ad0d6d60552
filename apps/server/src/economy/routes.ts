/**
 * The economy and engagement (spec 02 sections 7 and 8): the shop's catalogues and coin
 * purchases, bonus codes, events and news. The turbo rocket (under /dating), the daily bonus and
 * the wheel (under /user) live with their paths' domains.
 */
import { eventEndpoints, newsEndpoints, shopEndpoints } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { route } from '../http/route';
import { bonusCodeTriesOf, redeemBonusCode } from './bonus-codes';
import { availableEventsFor, claimEventBonus, eventClaimsOf, eventListFor } from './events';
import { dismissNews, markNewsRead, newsFeedOf, readAllNews } from './news';
import {
  buyStars,
  buySwipes,
  coinPackagesFor,
  giftList,
  paymentMethodList,
  starProductList,
  subscriptionProductList,
  turboRocketProductList,
} from './shop';

async function economyRoutes(app: FastifyInstance) {
  // Shop (spec 02 section 7, Shop)
  route(app, shopEndpoints.coinPackages, ({ query }) => coinPackagesFor(app.db, query));
  route(app, shopEndpoints.paymentMethods, () => paymentMethodList(app.db));
  route(app, shopEndpoints.turboRocketProducts, () => turboRocketProductList(app.db));
  route(app, shopEndpoints.gifts, () => giftList(app.db));
  route(app, shopEndpoints.starProducts, () => starProductList(app.db));
  route(app, shopEndpoints.subscriptionProducts, () => subscriptionProductList(app.db));
  route(app, shopEndpoints.buyStars, ({ member, body }) =>
    buyStars(app, member.id, body.starProductId),
  );
  route(app, shopEndpoints.buySwipes, ({ member }) => buySwipes(app, member.id));

  // Bonus codes (spec 02 section 7, Shop)
  const bonusCodeTries = bonusCodeTriesOf(app);
  route(app, shopEndpoints.redeemBonusCode, ({ member, params, request, reply }) =>
    redeemBonusCode(app, member.id, params.code, bonusCodeTries(request, reply)),
  );

  // Events (spec 02 section 7, Events)
  route(app, eventEndpoints.list, ({ member }) => eventListFor(app.db, member.id));
  route(app, eventEndpoints.available, ({ member }) => availableEventsFor(app.db, member.id));
  route(app, eventEndpoints.claim, ({ member, params }) =>
    claimEventBonus(app, member.id, params.id),
  );
  route(app, eventEndpoints.claimed, ({ member, params }) =>
    eventClaimsOf(app.db, member.id, params.id),
  );

  // News (spec 02 section 7, News)
  route(app, newsEndpoints.feed, ({ member, query }) => newsFeedOf(app.db, member.id, query));
  route(app, newsEndpoints.readAll, ({ member }) => readAllNews(app.db, member.id));
  route(app, newsEndpoints.markRead, ({ member, params }) =>
    markNewsRead(app.db, member.id, params.id),
  );
  route(app, newsEndpoints.dismiss, ({ member, params }) =>
    dismissNews(app.db, member.id, params.id),
  );
}

export default fp(economyRoutes, { name: 'economy-routes', fastify: '5.x' });
