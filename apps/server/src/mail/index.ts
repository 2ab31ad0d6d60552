export { BRAND_COLOUR, escapeHtml } from './layout.ts';
export {
  chatLoginLink,
  confirmEmailChangeLink,
  confirmEmailLink,
  type EmailLinkParams,
  homeLink,
  passwordResetLink,
  unsubscribeLink,
} from './links.ts';
export { MAILBOX_DEFAULT_LIMIT, type MailboxEntry, renderMailbox } from './mailbox.ts';
export {
  createMailer,
  DEFAULT_MAIL_FROM,
  type Mail,
  type Mailer,
  type MailerOptions,
  OutboxMailer,
  type OutboxMailerOptions,
  type OutgoingMail,
  SmtpMailer,
  type SmtpMailerOptions,
} from './mailer.ts';
export {
  type ComposeOptions,
  composeMail,
  type MailContent,
  type MailRecipient,
  mailMessage,
} from './templates.ts';
export { MAIL_LANGUAGES, type MailLanguage, mailTexts, resolveMailLanguage } from './texts.ts';
