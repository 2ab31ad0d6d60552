/**
 * The development mailbox: the outbox's mails, newest first, as a page with clickable links
 * (GET /dev/mailbox) and as JSON for tests and scripts (GET /dev/mailbox.json). A newcomer can
 * follow a confirmation or reset link without a mail server. Outside the demo (AMORA_DEMO=1)
 * both answer 404: the outbox holds other members' links.
 */
import type { FastifyInstance } from 'fastify';
import { mailboxContentSecurityPolicy, mailboxJson, mailboxPage, readMailbox } from './outbox';

export default async function devMailboxRoutes(app: FastifyInstance) {
  app.get('/dev/mailbox', async (request, reply) =>
    reply
      .header('content-security-policy', mailboxContentSecurityPolicy)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(mailboxPage(await readMailbox(app, request.query))),
  );

  app.get('/dev/mailbox.json', async (request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .send(mailboxJson(app, await readMailbox(app, request.query))),
  );
}
