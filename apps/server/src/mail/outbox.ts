/**
 * The outbox as the development mailbox shows it: the newest mails, optionally only those to one
 * address, as a page with clickable links or as JSON for tests and scripts. Outside the demo
 * (AMORA_DEMO=1) there is no mailbox: the outbox holds other members' links.
 */
import { errorCodes } from '@amora/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { type OutboxMailRow, outboxMails } from '../db/schema';
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
export const mailboxContentSecurityPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; " +
  "frame-ancestors 'none'";

const linksIn = (text: string) => text.match(/https?:\/\/[^\s<>"']+/g) ?? [];

/** The mails the query asks for (`to`, `limit`), newest first. */
export const readMailbox = async (app: FastifyInstance, query: unknown) => {
  // Registered in every mode so that outside the demo a built web app cannot answer the path
  // with its index page: the mailbox plainly does not exist there.
  if (!app.config.demo) throw ApiProblem.of(errorCodes.NOT_FOUND);
  const parsed = v.safeParse(MailboxQuery, query);
  if (!parsed.success) throw ApiProblem.of(errorCodes.VALIDATION_FAILED);
  const { to, limit = MAILBOX_DEFAULT_LIMIT } = parsed.output;
  return app.db
    .select()
    .from(outboxMails)
    .where(to ? eq(outboxMails.to, to) : undefined)
    .orderBy(desc(outboxMails.createdAt), desc(outboxMails.id))
    .limit(limit);
};

export const mailboxPage = (mails: OutboxMailRow[]) =>
  renderMailbox(mails, { limit: mails.length || MAILBOX_DEFAULT_LIMIT });

export const mailboxJson = (app: FastifyInstance, mails: OutboxMailRow[]) => ({
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
