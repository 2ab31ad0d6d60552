/**
 * The development mailbox: the outbox's mails, newest first, as a page with clickable links
 * (GET /dev/mailbox) and as JSON for tests and scripts (GET /dev/mailbox.json). A newcomer can
 * follow a confirmation or reset link without a mail server. Outside the demo (AMORA_DEMO=1)
 * both answer 404: the outbox holds other members' links.
 */
import { errorCodes } from '@amora/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { outboxMails } from '../db/schema';
import { ApiProblem } from '../http/problem';
import { MAILBOX_DEFAULT_LIMIT, renderMailbox } from './index.ts';

const MAILBOX_MAX_LIMIT = 500;

const MailboxQuery = v.object({
  /** Only the mails to this address (case does not matter). */
  to: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254))),
  limit: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/),
      v.toNumber(),
      v.minValue(1),
      v.maxValue(MAILBOX_MAX_LIMIT),
    ),
  ),
});

/**
 * The page's own style sheet is inline, which the app's strict policy forbids; this page loads
 * nothing else, so everything else stays closed.
 */
const mailboxContentSecurityPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; " +
  "frame-ancestors 'none'";

const linksIn = (text: string) => text.match(/https?:\/\/[^\s<>"']+/g) ?? [];

export default async function devMailboxRoutes(app: FastifyInstance) {
  const readMailbox = async (request: FastifyRequest) => {
    // Registered in every mode so that outside the demo a built web app cannot answer the path
    // with its index page: the mailbox plainly does not exist there.
    if (!app.config.demo) throw ApiProblem.of(errorCodes.NOT_FOUND);
    const parsed = v.safeParse(MailboxQuery, request.query);
    if (!parsed.success) throw ApiProblem.of(errorCodes.VALIDATION_FAILED);
    const { to, limit = MAILBOX_DEFAULT_LIMIT } = parsed.output;
    return app.db
      .select()
      .from(outboxMails)
      .where(to ? eq(outboxMails.to, to) : undefined)
      .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id))
      .limit(limit);
  };

  app.get('/dev/mailbox', async (request, reply) => {
    const mails = await readMailbox(request);
    return reply
      .header('content-security-policy', mailboxContentSecurityPolicy)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderMailbox(mails, { limit: mails.length || MAILBOX_DEFAULT_LIMIT }));
  });

  app.get('/dev/mailbox.json', async (request, reply) => {
    const mails = await readMailbox(request);
    return reply.header('cache-control', 'no-store').send({
      delivery: app.mailDelivery,
      mails: mails.map((mail) => ({
        id: mail.id,
        to: mail.to,
        subject: mail.subject,
        language: mail.language,
        text: mail.text,
        html: mail.html,
        links: linksIn(mail.text),
        createdAt: mail.createdAt.toISOString(),
      })),
    });
  });
}
