/**
 * The mailer every route sends through: nodemailer over SMTP when SMTP_URL is set, otherwise the
 * outbox table, which the development mailbox (/dev/mailbox) shows.
 */
import fp from 'fastify-plugin';
import { outboxMails } from '../db/schema';
import { createMailer, type Mailer, type OutgoingMail } from '../services/mail/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Where mails go: the outbox is what /dev/mailbox can show. */
    mailDelivery: 'smtp' | 'outbox';
  }
}

/** Every composed mail names its language in `<html lang>`; the outbox keeps it as a column. */
export const mailLanguage = (html: string) => /<html lang="([\w-]+)"/.exec(html)?.[1] ?? 'en';

export default fp(
  async (app) => {
    const saveToOutbox = async (mail: OutgoingMail) => {
      await app.db.insert(outboxMails).values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        language: mailLanguage(mail.html),
      });
    };
    const mailer = createMailer({ smtpUrl: app.config.smtpUrl, saveToOutbox });
    app.decorate('mailer', mailer);
    app.decorate('mailDelivery', app.config.smtpUrl ? 'smtp' : 'outbox');
    app.addHook('onClose', () => mailer.close());
  },
  {
    name: 'mailer',
    fastify: '5.x',
    dependencies: ['amora-db'],
    decorators: { fastify: ['config'] },
  },
);
