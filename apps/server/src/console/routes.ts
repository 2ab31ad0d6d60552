/**
 * The console's calls (/v1/console/...): each binds a contract row to a function of this domain.
 * The role check is the route glue's (`requireOperator`), from the row's `roles`. Pictures are
 * served to operators from /v1/console/media, where their cookie reaches.
 */
import { consoleEndpoints, consoleLimits, errorCodes } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiProblem } from '../http/problem';
import { accountFromBody } from '../http/rate-limits';
import { route } from '../http/route';
import { auditPage, recordAudit } from './audit';
import { eraseMember } from './erasure';
import { moderatedPictureFile } from './media';
import { dashboard, grantCoins, memberDetail, searchMembers } from './members';
import {
  actOnMember,
  decidePicture,
  decideVerification,
  pictureQueue,
  verificationQueue,
} from './moderation';
import { operatorRoutes } from './operator-accounts';
import { mayCall } from './operator-sessions';
import { authenticateOperator } from './operators';
import { refundPayment } from './refunds';
import { settingsRoutes } from './settings';
import { actOnReport, answerTicket, ticketDetail, ticketQueue, updateTicket } from './tickets';

export const signInLimits = {
  perIp: { max: 20, timeWindow: '15 minutes' },
  perAccount: { max: 5, timeWindow: '15 minutes' },
};

const paging = (query: { page?: number; pageSize?: number }) => ({
  page: query.page ?? 1,
  pageSize: query.pageSize ?? consoleLimits.pageSize,
});

const consoleRoutes = async (app: FastifyInstance) => {
  route(
    app,
    consoleEndpoints.signIn,
    async ({ body, reply }) => {
      const operator = await authenticateOperator(app.db, body);
      if (!operator) throw ApiProblem.of(errorCodes.OPERATOR_SIGN_IN_FAILED);
      await app.operatorSessions.start(reply, operator.id);
      await recordAudit(app.db, { operatorId: operator.id, action: 'operatorSignIn' });
      return { id: operator.id, email: operator.email, name: operator.name, role: operator.role };
    },
    {
      preHandler: [
        app.limits.perIp('console.signIn.ip', signInLimits.perIp),
        app.limits.perAccount(
          'console.signIn.account',
          signInLimits.perAccount,
          accountFromBody('email'),
        ),
      ],
    },
  );
  route(app, consoleEndpoints.signOut, async ({ request, reply }) => {
    await app.operatorSessions.end(request, reply);
  });
  route(app, consoleEndpoints.me, ({ operator }) => ({
    id: operator.id,
    email: operator.email,
    name: operator.name,
    role: operator.role,
  }));
  route(app, consoleEndpoints.dashboard, () => dashboard(app.db));

  route(app, consoleEndpoints.pictures, ({ query }) =>
    pictureQueue(app.db, query.state, paging(query)),
  );
  route(app, consoleEndpoints.decidePicture, ({ operator, params, body }) =>
    decidePicture(app, operator.id, params.id, body),
  );
  route(app, consoleEndpoints.verifications, ({ query }) =>
    verificationQueue(app.db, query.state, paging(query)),
  );
  route(app, consoleEndpoints.decideVerification, ({ operator, params, body }) =>
    decideVerification(app, operator.id, params.id, body),
  );

  route(app, consoleEndpoints.tickets, ({ operator, query }) =>
    ticketQueue(app.db, operator.id, query, paging(query)),
  );
  route(app, consoleEndpoints.ticket, ({ params }) => ticketDetail(app.db, params.id));
  route(app, consoleEndpoints.answerTicket, ({ operator, params, body }) =>
    answerTicket(app, operator.id, params.id, body),
  );
  route(app, consoleEndpoints.updateTicket, ({ operator, params, body }) =>
    updateTicket(app, operator.id, params.id, body),
  );
  route(app, consoleEndpoints.actOnReport, ({ operator, params, body }) =>
    actOnReport(app, operator.id, params.id, body),
  );

  route(app, consoleEndpoints.members, ({ query }) => searchMembers(app.db, query, paging(query)));
  route(app, consoleEndpoints.member, ({ params }) => memberDetail(app.db, params.id));
  route(app, consoleEndpoints.actOnMember, async ({ operator, params, body }) => {
    await actOnMember(app, operator.id, params.id, body);
    return memberDetail(app.db, params.id);
  });
  route(app, consoleEndpoints.grantCoins, ({ operator, params, body }) =>
    grantCoins(app, operator.id, params.id, body),
  );
  route(app, consoleEndpoints.refundPayment, ({ operator, params, body }) =>
    refundPayment(app, operator.id, params.id, params.paymentId, body),
  );
  route(app, consoleEndpoints.eraseMember, ({ operator, params, body }) =>
    eraseMember(app, operator.id, params.id, body),
  );
  route(app, consoleEndpoints.audit, ({ query }) =>
    auditPage(
      app.db,
      { action: query.action, operatorId: query.operatorId, memberId: query.memberId },
      paging(query),
    ),
  );
  settingsRoutes(app);
  operatorRoutes(app);

  /** Pictures for moderators, where their cookie reaches (console/media.ts says which). */
  app.get<{ Params: { file: string } }>('/v1/console/media/:file', async (request, reply) => {
    const { operator } = request;
    if (!operator) throw ApiProblem.of(errorCodes.UNAUTHORIZED);
    if (!mayCall(operator.role, ['moderator', 'support']))
      throw ApiProblem.of(errorCodes.FORBIDDEN);
    const { body, size } = await moderatedPictureFile(app, request.params.file);
    return reply
      .header('cache-control', 'private, no-store')
      .type('image/webp')
      .header('content-length', size)
      .send(body);
  });
};

export default fp(consoleRoutes, {
  name: 'amora-console',
  fastify: '5.x',
  dependencies: [
    'amora-db',
    'amora-operator-sessions',
    'amora-ledger',
    'amora-payments',
    'amora-mailer',
    'amora-pictures',
  ],
});
