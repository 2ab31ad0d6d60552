/**
 * Sending mail: over SMTP with nodemailer when SMTP_URL is set, otherwise into an outbox table the
 * development mailbox page reads, so confirmation and reset links can be followed locally.
 */
import { createTransport } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** A mail as it leaves: with its sender. */
export interface OutgoingMail extends Mail {
  from: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Releases connections; sending afterwards is an error. */
  close(): Promise<void>;
}

export const DEFAULT_MAIL_FROM = 'Amora <no-reply@amora.example>';

export interface SmtpMailerOptions {
  /** e.g. smtp://user:pass@mail.example:587 or smtps://mail.example:465 */
  url: string;
  from?: string;
  /** Milliseconds to wait for the server at each step; a hung server must not hang a request. */
  timeoutMs?: number;
}

export class SmtpMailer implements Mailer {
  private readonly transporter: ReturnType<typeof createTransport>;
  private readonly from: string;

  constructor({ url, from = DEFAULT_MAIL_FROM, timeoutMs = 15_000 }: SmtpMailerOptions) {
    this.transporter = createTransport({
      url,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    this.from = from;
  }

  async send(mail: Mail): Promise<void> {
    const { to, subject, text, html } = mail;
    await this.transporter.sendMail({ from: this.from, to, subject, text, html });
  }

  async close(): Promise<void> {
    this.transporter.close();
  }
}

export interface OutboxMailerOptions {
  /** Stores one mail (the core's outbox table). */
  saveToOutbox: (mail: OutgoingMail) => Promise<void>;
  from?: string;
}

export class OutboxMailer implements Mailer {
  private readonly saveToOutbox: (mail: OutgoingMail) => Promise<void>;
  private readonly from: string;

  constructor({ saveToOutbox, from = DEFAULT_MAIL_FROM }: OutboxMailerOptions) {
    this.saveToOutbox = saveToOutbox;
    this.from = from;
  }

  async send(mail: Mail): Promise<void> {
    const { to, subject, text, html } = mail;
    await this.saveToOutbox({ from: this.from, to, subject, text, html });
  }

  async close(): Promise<void> {}
}

export interface MailerOptions {
  /** SMTP_URL; when empty, mails go to the outbox. */
  smtpUrl?: string;
  from?: string;
  saveToOutbox: (mail: OutgoingMail) => Promise<void>;
}

export function createMailer({ smtpUrl, from, saveToOutbox }: MailerOptions): Mailer {
  return smtpUrl
    ? new SmtpMailer({ url: smtpUrl, from })
    : new OutboxMailer({ saveToOutbox, from });
}
