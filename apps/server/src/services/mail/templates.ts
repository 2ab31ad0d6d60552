/**
 * Amora's transactional mails, composed in the member's language: email confirmation, email
 * change confirmation, password reset and welcome, each optionally with the newsletter
 * unsubscribe footer; and the notifications of a new message or match while the member is away.
 */
import { renderHtml, renderText } from './layout.ts';
import {
  chatLoginLink,
  confirmEmailChangeLink,
  confirmEmailLink,
  type EmailLinkParams,
  homeLink,
  passwordResetLink,
  unsubscribeLink,
} from './links.ts';
import type { Mail } from './mailer.ts';
import { mailTexts, resolveMailLanguage } from './texts.ts';

export type MailContent =
  | ({ template: 'confirmEmail'; bonusCoins?: number } & EmailLinkParams)
  /** Sent to the new address; confirming it makes it the account's address. */
  | ({ template: 'confirmEmailChange'; newEmail: string } & EmailLinkParams)
  /** Sent to the old address once the change is done; the button leads to the support. */
  | { template: 'emailChanged'; newEmail: string }
  | ({ template: 'passwordReset' } & EmailLinkParams)
  | { template: 'welcome' }
  /**
   * Sent while the member is away: a new message in a dialog, or a new match (with its dialog
   * when the two have one). The button signs the member in (`login`) straight into the chat.
   */
  | {
      template: 'newMessage' | 'newMatch';
      partnerName: string;
      chat: { dialogId: string } | { partnerId: string };
      login: EmailLinkParams & { validHours: number };
    };

export interface MailRecipient {
  email: string;
  name?: string | null;
  /** The member's language (de, en, fr, it, pl, nl, da/dk, sv/se); English when unknown. */
  language?: string | null;
}

export interface ComposeOptions {
  /** Where the web app is served, e.g. https://amora.example; links are built on it. */
  publicUrl: string;
  /** Adds the newsletter footer with a signed unsubscribe link (/unsubscribe/{id}?t=). */
  unsubscribe?: EmailLinkParams;
}

export function composeMail(
  content: MailContent,
  recipient: MailRecipient,
  { publicUrl, unsubscribe }: ComposeOptions,
): Mail {
  const language = resolveMailLanguage(recipient.language);
  const texts = mailTexts(language);
  const name = recipient.name?.trim();
  const common = {
    language,
    greeting: name ? texts.greeting(name) : texts.greetingWithoutName,
    linkFallback: texts.linkFallback,
    signOff: texts.signOff,
    doNotReply: texts.doNotReply,
    unsubscribe: unsubscribe && {
      note: texts.unsubscribeNote,
      label: texts.unsubscribeAction,
      url: unsubscribeLink(publicUrl, unsubscribe),
    },
  };
  const { subject, layout } = (() => {
    switch (content.template) {
      case 'confirmEmail': {
        const { subject, intro, bonus, action, ignore } = texts.confirmEmail;
        const paragraphs = content.bonusCoins ? [intro, bonus(content.bonusCoins)] : [intro];
        const url = confirmEmailLink(publicUrl, content);
        return { subject, layout: { paragraphs, action: { label: action, url }, notes: [ignore] } };
      }
      case 'confirmEmailChange': {
        const { subject, intro, newAddress, action, ignore } = texts.confirmEmailChange;
        const url = confirmEmailChangeLink(publicUrl, content);
        return {
          subject,
          layout: {
            paragraphs: [intro, newAddress(content.newEmail)],
            action: { label: action, url },
            notes: [ignore],
          },
        };
      }
      case 'emailChanged': {
        const { subject, intro, action, note } = texts.emailChanged;
        return {
          subject,
          layout: {
            paragraphs: [intro(content.newEmail)],
            action: { label: action, url: `${homeLink(publicUrl)}support` },
            notes: [note],
          },
        };
      }
      case 'passwordReset': {
        const { subject, intro, action, ignore } = texts.passwordReset;
        const url = passwordResetLink(publicUrl, content);
        return {
          subject,
          layout: { paragraphs: [intro], action: { label: action, url }, notes: [ignore] },
        };
      }
      case 'newMessage':
      case 'newMatch': {
        const { subject, intro, action } = texts[content.template];
        const url = chatLoginLink(publicUrl, content.chat, content.login);
        return {
          subject: subject(content.partnerName),
          layout: {
            paragraphs: [intro(content.partnerName)],
            action: { label: action, url },
            notes: [texts.loginLinkNote(content.login.validHours), texts.notificationsNote],
          },
        };
      }
      case 'welcome': {
        const { subject, intro, action, hint } = texts.welcome;
        const url = homeLink(publicUrl);
        return {
          subject,
          layout: { paragraphs: [intro], action: { label: action, url }, notes: [hint] },
        };
      }
    }
  })();
  const fullLayout = { ...common, ...layout };
  return {
    to: recipient.email,
    subject,
    text: renderText(fullLayout),
    html: renderHtml(fullLayout, subject),
  };
}
