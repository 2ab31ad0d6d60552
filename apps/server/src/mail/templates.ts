/**
 * Amora's transactional mails, composed in the member's language: email confirmation, email
 * change confirmation, password reset and welcome, each optionally with the newsletter
 * unsubscribe footer; the notifications of a new message or match while the member is away; and
 * what the console's operators answer and decide (a ticket's answer, a handled report, a warning,
 * a suspension, a ban, a rejected picture, a decided verification).
 */
import type { PictureRejectionReason } from '@amora/contract';
import { renderHtml, renderText } from './layout.ts';
import {
  chatLoginLink,
  confirmEmailChangeLink,
  confirmEmailLink,
  type EmailLinkParams,
  homeLink,
  ownProfileLink,
  passwordResetLink,
  supportLink,
  termsLink,
  ticketsLink,
  unsubscribeLink,
} from './links.ts';
import type { Mail } from './mailer.ts';
import { formatMailMoment, mailTexts, type NoticeMailTexts, resolveMailLanguage } from './texts.ts';

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
    }
  /** The support's answer to a ticket, quoted; the button leads to the member's tickets. */
  | { template: 'ticketAnswered'; answer: string }
  /** To the member who reported someone; never says what was done. */
  | { template: 'reportHandled' }
  /** `reason` is the operator's own words, in every decision below. */
  | { template: 'accountWarned'; reason: string }
  | { template: 'accountSuspended'; reason: string; until: Date }
  | { template: 'accountBanned'; reason: string }
  | { template: 'pictureRejected'; reason: PictureRejectionReason }
  | { template: 'verificationDecided'; verified: true }
  | { template: 'verificationDecided'; verified: false; reason: PictureRejectionReason };

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
  const { subject, layout } = mailMessage(content, language, publicUrl);
  const fullLayout = { ...common, ...layout };
  return {
    to: recipient.email,
    subject,
    text: renderText(fullLayout),
    html: renderHtml(fullLayout, subject),
  };
}

/**
 * What a mail says between its greeting and its closing: the subject, the paragraphs, the button
 * and the notes; also the text of the console's notices in the member's news feed.
 */
export function mailMessage(
  content: MailContent,
  language: ReturnType<typeof resolveMailLanguage>,
  publicUrl: string,
) {
  const texts = mailTexts(language);
  /** An operator's words, one paragraph per line; none when the operator gave none. */
  const reasonOf = (reason: string) =>
    reason.trim() ? paragraphsOf(texts.reason(reason.trim())) : [];
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
          action: { label: action, url: supportLink(publicUrl) },
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
    case 'ticketAnswered':
      return notice(
        texts.ticketAnswered,
        [texts.ticketAnswered.intro, ...paragraphsOf(texts.quote(content.answer.trim()))],
        ticketsLink(publicUrl),
      );
    case 'reportHandled':
      return notice(texts.reportHandled, [texts.reportHandled.intro], homeLink(publicUrl));
    case 'accountWarned':
      return notice(
        texts.accountWarned,
        [texts.accountWarned.intro, ...reasonOf(content.reason)],
        termsLink(publicUrl),
      );
    case 'accountSuspended': {
      const until = formatMailMoment(content.until, language);
      return notice(
        texts.accountSuspended,
        [texts.accountSuspended.intro(until), ...reasonOf(content.reason)],
        supportLink(publicUrl),
      );
    }
    case 'accountBanned':
      return notice(
        texts.accountBanned,
        [texts.accountBanned.intro, ...reasonOf(content.reason)],
        supportLink(publicUrl),
      );
    case 'pictureRejected':
      return notice(
        texts.pictureRejected,
        [texts.pictureRejected.intro, texts.pictureRejectionReasons[content.reason]],
        ownProfileLink(publicUrl),
      );
    case 'verificationDecided': {
      const paragraphs = content.verified
        ? [texts.verificationVerified.intro]
        : [texts.verificationRejected.intro, texts.pictureRejectionReasons[content.reason]];
      return notice(
        content.verified ? texts.verificationVerified : texts.verificationRejected,
        paragraphs,
        ownProfileLink(publicUrl),
      );
    }
  }
}

/** A text someone typed, one paragraph per line (the HTML would run its line breaks together). */
function paragraphsOf(text: string): string[] {
  return text.split(/\s*\n\s*/).filter((line) => line !== '');
}

/** A console mail: the paragraphs, a button to `url`, and the closing note. */
function notice(
  { subject, action, note }: Pick<NoticeMailTexts, 'subject' | 'action' | 'note'>,
  paragraphs: string[],
  url: string,
) {
  return { subject, layout: { paragraphs, action: { label: action, url }, notes: [note] } };
}
