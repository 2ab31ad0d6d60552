/**
 * The mailer every route sends through: nodemailer over SMTP when SMTP_URL is set, otherwise the
 * outbox table, which the development mailbox (/dev/mailbox) shows.
 */
import fp from 'fastify-plugin';
import { outboxMails } from '../db/schema';
import { createMailer, type Mailer, type OutgoingMail } from './index.ts';

/** Mails that need not hold up an answer (notifications): sent after it, never lost on close. */
export interface BackgroundMail {
  /** Runs `work` (composing and sending mails) without waiting for it; a failure is logged. */
  run(work: () => Promise<void>): void;
  /** Resolves once all work started so far has ended (tests wait for it, and the close does). */
  settled(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    /** Where mails go: the outbox is what /dev/mailbox can show. */
    mailDelivery: 'smtp' | 'outbox';
    backgroundMail: BackgroundMail;
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
    const running = new Set<Promise<void>>();
    const backgroundMail: BackgroundMail = {
      run: (work) => {
        const task = work()
          .catch((error: unknown) => app.log.error({ err: error }, 'a background mail failed'))
          .finally(() => running.delete(task));
        running.add(task);
      },
      settled: async () => {
        while (running.size > 0) await Promise.allSettled([...running]);
      },
    };
    app.decorate('backgroundMail', backgroundMail);
    app.addHook('onClose', async () => {
      await backgroundMail.settled();
      await mailer.close();
    });
  },
  {
    name: 'amora-mailer',
    fastify: '5.x',
    dependencies: ['amora-db'],
    decorators: { fastify: ['config'] },
  },
);
