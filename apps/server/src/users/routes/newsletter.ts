/** The newsletter setting of a member, by session or mail link; see users/newsletter.ts. */
import { newsletterEndpoints } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import { type RouteContext, route } from '../../http/route';
import { newsletterSetting } from '../newsletter';

export default async function newsletterRoutes(app: FastifyInstance) {
  const handle =
    (subscribed?: boolean) =>
    ({ params, query, member }: RouteContext<typeof newsletterEndpoints.get>) =>
      newsletterSetting(
        app.db,
        app.config.secret,
        params.id,
        { memberId: member?.id ?? null, token: query.t },
        subscribed,
      );

  route(app, newsletterEndpoints.get, handle());
  route(app, newsletterEndpoints.subscribe, handle(true));
  route(app, newsletterEndpoints.unsubscribe, handle(false));
}
