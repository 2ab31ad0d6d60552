import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  composeMail,
  createMailer,
  DEFAULT_MAIL_FROM,
  OutboxMailer,
  type OutgoingMail,
  SmtpMailer,
} from '../../../src/mail/index.ts';
import { decodeQuotedPrintable, type FakeSmtpServer, startFakeSmtpServer } from '../fakes/smtp.ts';

const mail = composeMail(
  { template: 'passwordReset', userId: 'u-42', token: 'reset-token' },
  { email: 'ben@example.com', name: 'Ben', language: 'en' },
  { publicUrl: 'http://localhost:8080' },
);

describe('SmtpMailer', () => {
  let smtp: FakeSmtpServer;
  beforeEach(async () => {
    smtp = await startFakeSmtpServer();
  });
  afterEach(async () => {
    await smtp.close();
  });

  it('delivers a mail with text and HTML over SMTP', async () => {
    const mailer = new SmtpMailer({ url: smtp.url(), from: 'Amora <hello@amora.example>' });
    await mailer.send(mail);
    await mailer.close();

    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received?.from).toBe('hello@amora.example');
    expect(received?.to).toEqual(['ben@example.com']);
    const data = decodeQuotedPrintable(received?.data ?? '');
    expect(data).toMatch(/^Subject: Your new Amora password$/m);
    expect(data).toMatch(/^From: Amora <hello@amora\.example>$/m);
    expect(data).toContain('multipart/alternative');
    expect(data).toContain('text/html');
    expect(data).toContain('http://localhost:8080/reset-password?uid=u-42&t=reset-token');
  });

  it('signs in with the credentials of the SMTP URL', async () => {
    const mailer = new SmtpMailer({ url: smtp.url('mailer', 's3cret pass') });
    await mailer.send(mail);
    await mailer.close();
    expect(smtp.received[0]?.user).toBe('mailer');
  });

  it('fails the send when no server answers', async () => {
    const { port } = smtp;
    await smtp.close();
    const mailer = new SmtpMailer({ url: `smtp://127.0.0.1:${port}`, timeoutMs: 2000 });
    await expect(mailer.send(mail)).rejects.toThrow();
    await mailer.close();
    smtp = await startFakeSmtpServer();
  });
});

describe('OutboxMailer', () => {
  it('hands each mail with its sender to the outbox', async () => {
    const saved: OutgoingMail[] = [];
    const mailer = new OutboxMailer({
      saveToOutbox: async (outgoing) => void saved.push(outgoing),
    });
    await mailer.send(mail);
    expect(saved).toEqual([{ ...mail, from: DEFAULT_MAIL_FROM }]);
  });

  it('passes a failure of the outbox on to the caller', async () => {
    const mailer = new OutboxMailer({
      saveToOutbox: async () => {
        throw new Error('database down');
      },
    });
    await expect(mailer.send(mail)).rejects.toThrow('database down');
  });
});

describe('createMailer', () => {
  const saveToOutbox = async () => {};

  it('uses SMTP when an SMTP URL is set and the outbox otherwise', async () => {
    const smtp = createMailer({ smtpUrl: 'smtp://127.0.0.1:2525', saveToOutbox });
    expect(smtp).toBeInstanceOf(SmtpMailer);
    await smtp.close();
    expect(createMailer({ smtpUrl: '', saveToOutbox })).toBeInstanceOf(OutboxMailer);
    expect(createMailer({ saveToOutbox })).toBeInstanceOf(OutboxMailer);
  });
});
