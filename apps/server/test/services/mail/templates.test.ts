import { pictureRejectionReasons } from '@amora/contract';
import { describe, expect, it } from 'vitest';
import {
  BRAND_COLOUR,
  composeMail,
  MAIL_LANGUAGES,
  type MailContent,
} from '../../../src/mail/index.ts';

const publicUrl = 'https://amora.example';
const anna = { email: 'anna@example.com', name: 'Anna', language: 'de' };
const link = { userId: 'user-1', token: 'tok.en_1' };
const login = { ...link, validHours: 48 };
const script = '<script>alert(1)</script>';
const until = new Date('2026-03-14T17:30:00Z');

/** Each console mail with its subjects in German and English and the link its button leads to. */
const consoleMails: [string, MailContent, { de: string; en: string; url: string }][] = [
  [
    'ticketAnswered',
    { template: 'ticketAnswered', answer: `We reset it.\n${script}` },
    {
      de: 'Unser Support hat dir geantwortet',
      en: 'Our support team has answered you',
      url: 'https://amora.example/tickets',
    },
  ],
  [
    'reportHandled',
    { template: 'reportHandled' },
    {
      de: 'Danke für deine Meldung',
      en: 'Thank you for your report',
      url: 'https://amora.example/',
    },
  ],
  [
    'accountWarned',
    { template: 'accountWarned', reason: `Rude messages ${script}` },
    {
      de: 'Eine Verwarnung für dein Amora-Konto',
      en: 'A warning about your Amora account',
      url: 'https://amora.example/agb',
    },
  ],
  [
    'accountSuspended',
    { template: 'accountSuspended', reason: `Spam ${script}`, until },
    {
      de: 'Dein Amora-Konto ist vorübergehend gesperrt',
      en: 'Your Amora account is suspended',
      url: 'https://amora.example/support',
    },
  ],
  [
    'accountBanned',
    { template: 'accountBanned', reason: `Scam ${script}` },
    {
      de: 'Dein Amora-Konto wurde geschlossen',
      en: 'Your Amora account has been closed',
      url: 'https://amora.example/support',
    },
  ],
  [
    'pictureRejected',
    { template: 'pictureRejected', reason: 'textOrContact' },
    {
      de: 'Eines deiner Bilder wurde nicht freigegeben',
      en: 'One of your pictures was not approved',
      url: 'https://amora.example/profile',
    },
  ],
  [
    'verificationDecided (verified)',
    { template: 'verificationDecided', verified: true },
    {
      de: 'Dein Profil ist verifiziert',
      en: 'Your profile is verified',
      url: 'https://amora.example/profile',
    },
  ],
  [
    'verificationDecided (rejected)',
    { template: 'verificationDecided', verified: false, reason: 'celebrity' },
    {
      de: 'Wir konnten dein Profil nicht verifizieren',
      en: 'We could not verify your profile',
      url: 'https://amora.example/profile',
    },
  ],
];

describe('composeMail', () => {
  it('writes the email confirmation with the /confirmemail link in German', () => {
    const mail = composeMail({ template: 'confirmEmail', ...link, bonusCoins: 20 }, anna, {
      publicUrl,
    });
    const url = 'https://amora.example/confirmemail?uid=user-1&t=tok.en_1';
    expect(mail.to).toBe('anna@example.com');
    expect(mail.subject).toBe('Bitte bestätige deine E-Mail-Adresse');
    expect(mail.text).toContain('Hallo Anna,');
    expect(mail.text).toContain(url);
    expect(mail.text).toContain('20 Coins');
    expect(mail.html).toContain(`href="${url.replace('&', '&amp;')}"`);
    expect(mail.html).toContain(BRAND_COLOUR);
    expect(mail.html).toContain('lang="de"');
  });

  it('mentions the bonus only when there is one', () => {
    const mail = composeMail(
      { template: 'confirmEmail', ...link },
      { ...anna, language: 'en' },
      {
        publicUrl,
      },
    );
    expect(mail.text).not.toMatch(/coins/i);
  });

  it('sends the email change confirmation to the new address with uid, t and email', () => {
    const mail = composeMail(
      { template: 'confirmEmailChange', ...link, newEmail: 'anna+new@example.org' },
      { email: 'anna+new@example.org', name: 'Anna', language: 'en' },
      { publicUrl },
    );
    expect(mail.to).toBe('anna+new@example.org');
    expect(mail.subject).toBe('Please confirm your new email address');
    expect(mail.text).toContain(
      'https://amora.example/confirmemailchange' +
        '?uid=user-1&t=tok.en_1&email=anna%2Bnew%40example.org',
    );
    expect(mail.text).toContain('anna+new@example.org shall be your address');
  });

  it('links the password reset to /reset-password', () => {
    const mail = composeMail({ template: 'passwordReset', ...link }, anna, { publicUrl });
    expect(mail.subject).toBe('Dein neues Passwort für Amora');
    expect(mail.text).toContain('https://amora.example/reset-password?uid=user-1&t=tok.en_1');
  });

  it('welcomes the member with a link to the app and, when asked, the unsubscribe footer', () => {
    const mail = composeMail(
      { template: 'welcome' },
      { ...anna, language: 'en' },
      { publicUrl, unsubscribe: { userId: 'user 1', token: 'sig' } },
    );
    expect(mail.subject).toBe('Welcome to Amora!');
    expect(mail.text).toContain('Open Amora:\nhttps://amora.example/');
    expect(mail.text).toContain('https://amora.example/unsubscribe/user%201?t=sig');
    expect(mail.html).toContain('href="https://amora.example/unsubscribe/user%201?t=sig"');
    expect(mail.html).toContain('Unsubscribe from the newsletter');
  });

  it('tells of a new message with a button that signs in into the dialog', () => {
    const mail = composeMail(
      { template: 'newMessage', partnerName: 'Ben', chat: { dialogId: 'dialog-1' }, login },
      anna,
      { publicUrl },
    );
    const url = 'https://amora.example/messages/dialog-1?userId=user-1&token=tok.en_1';
    expect(mail.subject).toBe('Ben hat dir geschrieben');
    expect(mail.text).toContain(`Nachricht lesen:\n${url}`);
    expect(mail.html).toContain(`href="${url.replace('&', '&amp;')}"`);
    expect(mail.text).toContain('einmal innerhalb von 48 Stunden');
    expect(mail.text).toContain('in den Einstellungen ausschalten');
  });

  it('leads a new match without a dialog to a new chat with the partner', () => {
    const mail = composeMail(
      { template: 'newMatch', partnerName: 'Ben', chat: { partnerId: 'member-2' }, login },
      { ...anna, language: 'en' },
      { publicUrl },
    );
    expect(mail.subject).toBe('New match: you and Ben');
    expect(mail.text).toContain(
      'https://amora.example/messages/member-2?new=&userId=user-1&token=tok.en_1',
    );
  });

  it('leaves the unsubscribe footer out unless it is asked for', () => {
    const mail = composeMail({ template: 'welcome' }, anna, { publicUrl });
    expect(mail.text).not.toContain('/unsubscribe/');
    expect(mail.html).not.toContain('/unsubscribe/');
  });

  it('builds links on a public URL with a path, with or without a trailing slash', () => {
    for (const base of ['https://example.com/amora', 'https://example.com/amora/']) {
      const mail = composeMail({ template: 'passwordReset', ...link }, anna, { publicUrl: base });
      expect(mail.text).toContain('https://example.com/amora/reset-password?uid=user-1&t=tok.en_1');
    }
  });

  it('escapes the member name in the HTML', () => {
    const mail = composeMail(
      { template: 'welcome' },
      { ...anna, name: '<img src=x onerror=alert(1)>' },
      { publicUrl },
    );
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('greets without a name when there is none', () => {
    const mail = composeMail({ template: 'welcome' }, { email: 'x@example.com' }, { publicUrl });
    expect(mail.text.startsWith('Hi,\n')).toBe(true);
  });

  it.each([
    ['es', 'Please confirm your email address'],
    [undefined, 'Please confirm your email address'],
    ['de-AT', 'Bitte bestätige deine E-Mail-Adresse'],
    ['DK', 'Bekræft din e-mailadresse'],
    ['se', 'Bekräfta din e-postadress'],
    ['fr', 'Confirme ton adresse e-mail'],
  ])('chooses the catalogue for language %s', (language, subject) => {
    const mail = composeMail(
      { template: 'confirmEmail', ...link },
      { ...anna, language },
      {
        publicUrl,
      },
    );
    expect(mail.subject).toBe(subject);
  });

  it('has its own words for every template in all eight languages', () => {
    const contents: MailContent[] = [
      { template: 'confirmEmail', ...link },
      { template: 'confirmEmailChange', ...link, newEmail: 'n@example.com' },
      { template: 'passwordReset', ...link },
      { template: 'welcome' },
      { template: 'newMessage', partnerName: 'Ben', chat: { dialogId: 'd-1' }, login },
      { template: 'newMatch', partnerName: 'Ben', chat: { partnerId: 'p-1' }, login },
      ...consoleMails.map(([, content]) => content),
    ];
    for (const content of contents) {
      const subjects = MAIL_LANGUAGES.map(
        (language) => composeMail(content, { ...anna, language }, { publicUrl }).subject,
      );
      expect(new Set(subjects).size, content.template).toBe(MAIL_LANGUAGES.length);
    }
  });

  describe.each(consoleMails)('the console mail %s', (_, content, expected) => {
    it.each(['de', 'en'] as const)('has its subject and its link in %s', (language) => {
      const mail = composeMail(content, { ...anna, language }, { publicUrl });
      expect(mail.subject).toBe(expected[language]);
      expect(mail.text).toContain(`:\n${expected.url}\n`);
      expect(mail.html).toContain(`href="${expected.url}"`);
    });

    it('escapes what the operator wrote in the HTML', () => {
      for (const language of ['de', 'en']) {
        const mail = composeMail(content, { ...anna, language }, { publicUrl });
        expect(mail.html).not.toContain('<script>');
        if (JSON.stringify(content).includes('<script>')) {
          expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
          expect(mail.text).toContain(script);
        }
      }
    });
  });

  it('quotes the support’s answer line by line', () => {
    const mail = composeMail(
      { template: 'ticketAnswered', answer: '  Hello Anna,\n\nwe reset your password.  ' },
      anna,
      { publicUrl },
    );
    expect(mail.text).toContain('geantwortet:\n\n„Hello Anna,\n\nwe reset your password.“');
    expect(mail.text).toContain('Zu deinen Anfragen:\nhttps://amora.example/tickets');
  });

  it('gives the operator’s reason, and no empty reason line when there is none', () => {
    const warned = composeMail({ template: 'accountWarned', reason: 'Spam' }, anna, { publicUrl });
    expect(warned.text).toContain('Grund: Spam');
    const silent = composeMail({ template: 'accountWarned', reason: ' ' }, anna, { publicUrl });
    expect(silent.text).not.toContain('Grund:');
  });

  it('tells until when an account is suspended, in the member’s language and zone', () => {
    const content: MailContent = { template: 'accountSuspended', reason: 'Spam', until };
    const de = composeMail(content, anna, { publicUrl });
    expect(de.text).toContain('bis 14. März 2026 um 18:30 MEZ gesperrt');
    expect(de.text).toContain('Danach kannst du dich wieder anmelden.');
    const en = composeMail(content, { ...anna, language: 'en' }, { publicUrl });
    expect(en.text).toContain('suspended until 14 March 2026 at 18:30 CET');
  });

  it('tells a banned member how to object', () => {
    const mail = composeMail({ template: 'accountBanned', reason: 'Scam' }, anna, { publicUrl });
    expect(mail.text).toContain('kannst du widersprechen');
    expect(mail.text).toContain('Support kontaktieren:\nhttps://amora.example/support');
  });

  it('never says what was done to a reported member', () => {
    const mail = composeMail(
      { template: 'reportHandled' },
      { ...anna, language: 'en' },
      {
        publicUrl,
      },
    );
    expect(mail.text).toContain('took action where needed');
    expect(mail.text).not.toMatch(/warned|suspended|banned|closed/i);
  });

  it('says why a picture or a selfie was not approved', () => {
    const picture = composeMail({ template: 'pictureRejected', reason: 'nudity' }, anna, {
      publicUrl,
    });
    expect(picture.text).toContain('Das Bild zeigt Nacktheit oder sexuelle Inhalte.');
    const selfie = composeMail(
      { template: 'verificationDecided', verified: false, reason: 'notAPerson' },
      { ...anna, language: 'en' },
      { publicUrl },
    );
    expect(selfie.text).toContain('The picture does not clearly show a person.');
    expect(selfie.text).toContain('try again at any time with a new selfie');
  });

  it('has a sentence for every rejection reason in all eight languages', () => {
    for (const reason of pictureRejectionReasons) {
      const sentences = MAIL_LANGUAGES.map(
        (language) =>
          composeMail({ template: 'pictureRejected', reason }, { ...anna, language }, { publicUrl })
            .text,
      );
      expect(new Set(sentences).size, reason).toBe(MAIL_LANGUAGES.length);
    }
  });
});
