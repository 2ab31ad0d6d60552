import { prices } from '@amora/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, oneTimeTokens } from '../../../src/db/schema';
import { identityLimits } from '../../../src/identity/limits';
import { userRow } from '../../helpers';
import type { Browser } from '../../support/browser';
import {
  expectRefusal,
  type IdentityServer,
  insertMember,
  linkOf,
  registrationPayload,
  snapshotCounts,
  startIdentityServer,
  uniqueEmail,
} from './support';

const bonusEntries = (server: IdentityServer, userId: string) =>
  server.app.db
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.userId, userId), eq(ledgerEntries.reason, 'confirmEmailBonus')));

/** A newly registered member, signed in in its browser, and the link of its confirmation mail. */
const register = async (server: IdentityServer, language: 'de' | 'en' = 'de') => {
  const browser = server.browser();
  const payload = registrationPayload({ language });
  const result = await browser.api.identity.register({ body: payload });
  if (!result?.user) throw new Error('registration failed');
  const link = linkOf(await server.lastMailTo(payload.email));
  return { browser, user: result.user, email: payload.email, link };
};

let server: IdentityServer;
beforeAll(async () => {
  server = await startIdentityServer();
});
afterAll(() => server.close());

describe('GET /identity/verifyEmail', () => {
  it('answers true for a free address and EMAIL_ALREADY_EXISTS for one in use', async () => {
    const member = await insertMember(server.app);
    const api = server.browser().api.identity;
    expect(await api.verifyEmail({ query: { email: uniqueEmail('free') } })).toBe(true);
    expect(await api.verifyEmail({ query: { email: member.email as string } })).toBe(false);
    await expectRefusal(
      api.verifyEmail.request({ query: { email: (member.email as string).toUpperCase() } }),
      409,
      'EMAIL_ALREADY_EXISTS',
    );
    await expectRefusal(api.verifyEmail.request({ query: { email: 'anna@' } }), 400, 'WRONG_EMAIL');
    await expectRefusal(
      api.verifyEmail.request({ query: { email: '' } }),
      400,
      'EMPTY_EMAIL_INPUT',
    );
  });
});

describe('the confirmation mail', () => {
  it('carries the newsletter unsubscribe link, which works without a session', async () => {
    const { user, email } = await register(server, 'en');
    const mail = await server.lastMailTo(email);
    const unsubscribe = mail.links
      .map((link) => new URL(link))
      .find((url) => url.pathname.startsWith('/unsubscribe/'));
    expect(unsubscribe?.origin).toBe(new URL(server.config.publicUrl).origin);
    expect(unsubscribe?.pathname).toBe(`/unsubscribe/${user.id}`);
    expect(mail.html).toContain(`href="${unsubscribe?.href}"`);
    const t = unsubscribe?.searchParams.get('t') ?? '';

    const newsletter = server.browser().api.newsletter;
    const params = { id: user.id };
    expect(await newsletter.get({ params, query: { t } })).toEqual({ subscribed: true });
    expect(await newsletter.unsubscribe({ params, query: { t } })).toEqual({ subscribed: false });
    expect(await userRow(server.app, user.id)).toMatchObject({ newsletterSubscribed: false });
    const forged = `${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}`;
    await expectRefusal(
      newsletter.get.request({ params, query: { t: forged } }),
      400,
      'INVALID_TOKEN',
    );
  });
});

describe('POST /identity/verify/{id}/token', () => {
  it('confirms the address and credits the bonus once, however often the link is followed', async () => {
    const { browser, user, link } = await register(server);
    const confirm = () =>
      server.browser().api.identity.confirmEmail({
        params: { id: link.query.uid as string },
        query: { token: link.query.t as string },
      });
    expect(await confirm()).toBe(true);
    expect(await confirm()).toBe(true);
    expect(await browser.api.identity.coinInfo()).toMatchObject({
      freeCoins: prices.confirmEmailBonus,
      coins: 0,
      balance: prices.confirmEmailBonus,
    });
    expect((await userRow(server.app, user.id)).emailConfirmed).toBe(true);
    const entries = await bonusEntries(server, user.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ freeCoinsDelta: 20, coinsDelta: 0 });
  });

  it('pays once when two clicks on the link race', async () => {
    const { user, link } = await register(server);
    const input = {
      params: { id: link.query.uid as string },
      query: { token: link.query.t as string },
    };
    const answers = await Promise.all([
      server.browser().api.identity.confirmEmail(input),
      server.browser().api.identity.confirmEmail(input),
    ]);
    expect(answers).toEqual([true, true]);
    expect(await bonusEntries(server, user.id)).toHaveLength(1);
    expect((await userRow(server.app, user.id)).freeCoins).toBe(20);
  });

  it('refuses wrong links without confirming anything', async () => {
    const { user, link } = await register(server);
    const other = await insertMember(server.app);
    const before = await userRow(server.app, user.id);
    const counts = await snapshotCounts(server.app);
    const token = link.query.t as string;
    const attempts: [{ id: string }, { token: string }, number, string][] = [
      [{ id: user.id }, { token: `${token}x` }, 400, 'INVALID_TOKEN'],
      [{ id: other.id }, { token }, 400, 'INVALID_TOKEN'],
      [{ id: 'not-a-uuid' }, { token }, 400, 'INVALID_TOKEN'],
      [{ id: user.id }, { token: '' }, 400, 'INVALID_TOKEN'],
    ];
    for (const [params, query, status, code] of attempts) {
      await expectRefusal(
        server.browser().api.identity.confirmEmail.request({ params, query }),
        status,
        code,
      );
    }
    expect(await userRow(server.app, user.id)).toEqual(before);
    expect(await snapshotCounts(server.app)).toEqual(counts);
  });

  it('refuses an expired link', async () => {
    const { user, link } = await register(server);
    await server.app.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, user.id));
    const before = await userRow(server.app, user.id);
    await expectRefusal(
      server.browser().api.identity.confirmEmail.request({
        params: { id: user.id },
        query: { token: link.query.t as string },
      }),
      410,
      'TOKEN_EXPIRED',
    );
    expect(await userRow(server.app, user.id)).toEqual(before);
  });
});

describe('POST /identity/verify/{id}/resend', () => {
  it('mails a new link in the member’s language; the old one stops working', async () => {
    const { user, email, link: old } = await register(server, 'en');
    expect(
      await server.browser().api.identity.resendConfirmation({ params: { id: user.id } }),
    ).toBe(true);
    const mails = await server.mailbox(email);
    expect(mails).toHaveLength(2);
    expect(mails[0]?.subject).toBe('Please confirm your email address');
    const fresh = linkOf(mails[0] as (typeof mails)[number]);
    expect(fresh.query.t).not.toBe(old.query.t);
    await expectRefusal(
      server.browser().api.identity.confirmEmail.request({
        params: { id: user.id },
        query: { token: old.query.t as string },
      }),
      400,
      'INVALID_TOKEN',
    );
    expect(
      await server.browser().api.identity.confirmEmail({
        params: { id: user.id },
        query: { token: fresh.query.t as string },
      }),
    ).toBe(true);
  });

  it('sends nothing for a confirmed address and 404 for an unknown account', async () => {
    const confirmed = await insertMember(server.app, { emailConfirmed: true });
    const before = await snapshotCounts(server.app);
    expect(
      await server.browser().api.identity.resendConfirmation({ params: { id: confirmed.id } }),
    ).toBe(true);
    await expectRefusal(
      server.browser().api.identity.resendConfirmation.request({
        params: { id: '00000000-0000-4000-8000-000000000000' },
      }),
      404,
      'NOT_FOUND',
    );
    await expectRefusal(
      server.browser().api.identity.resendConfirmation.request({ params: { id: 'nobody' } }),
      404,
      'NOT_FOUND',
    );
    expect(await snapshotCounts(server.app)).toEqual(before);
  });

  it('limits resending per account', async () => {
    const member = await insertMember(server.app);
    const { max } = identityLimits.resendConfirmation.perAccount;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect(
        await server.browser().api.identity.resendConfirmation({ params: { id: member.id } }),
      ).toBe(true);
    }
    const before = await snapshotCounts(server.app);
    await expectRefusal(
      server.browser().api.identity.resendConfirmation.request({ params: { id: member.id } }),
      429,
      'RATE_LIMITED',
    );
    expect(await snapshotCounts(server.app)).toEqual(before);
  });
});

describe('changing the address', () => {
  const signedIn = async (values: Parameters<typeof insertMember>[1] = {}) => {
    const member = await insertMember(server.app, values);
    const browser = server.browser();
    await browser.api.identity.login({
      body: { userName: member.email as string, password: 'secret123' },
    });
    return { member, browser };
  };

  const requestChange = async (browser: Browser, newEmail: string) => {
    expect(
      await browser.api.identity.changeEmail({ body: { newEmail, password: 'secret123' } }),
    ).toBe(true);
    const link = linkOf(await server.lastMailTo(newEmail));
    expect(link.route).toBe('/confirmemailchange');
    return link;
  };

  it('mails the new address and moves the account when the link is followed', async () => {
    const { member, browser } = await signedIn({ emailConfirmed: true, language: 'de' });
    const newEmail = uniqueEmail('moved');
    const link = await requestChange(browser, ` ${newEmail.toUpperCase()}`.trim());
    expect(link.query).toMatchObject({ uid: member.id, email: newEmail });
    expect((await server.lastMailTo(newEmail)).subject).toBe(
      'Bitte bestätige deine neue E-Mail-Adresse',
    );
    expect((await userRow(server.app, member.id)).email).toBe(member.email);

    const input = {
      params: { id: link.query.uid as string },
      query: { token: link.query.t as string, email: link.query.email as string },
    };
    expect(await server.browser().api.identity.confirmEmailChange(input)).toBe(true);
    expect(await server.browser().api.identity.confirmEmailChange(input)).toBe(true);
    const row = await userRow(server.app, member.id);
    expect(row).toMatchObject({ email: newEmail, emailConfirmed: true });
    // The old address hears of the change once, in the member's language.
    const notices = await server.mailbox(member.email as string);
    expect(notices.map((mail) => mail.subject)).toEqual([
      'Deine E-Mail-Adresse bei Amora wurde geändert',
    ]);
    expect(notices[0]?.text).toContain(newEmail);
    expect(
      await browser.api.identity.verifyEmail({ query: { email: member.email as string } }),
    ).toBe(true);
    expect(
      await server
        .browser()
        .api.identity.login({ body: { userName: newEmail, password: 'secret123' } }),
    ).toBeTruthy();
  });

  it('pays the bonus for a first confirmation through a change, and never twice', async () => {
    const { member, browser } = await signedIn({ emailConfirmed: false });
    const first = await requestChange(browser, uniqueEmail('first'));
    await server.browser().api.identity.confirmEmailChange({
      params: { id: member.id },
      query: { token: first.query.t as string, email: first.query.email as string },
    });
    const second = await requestChange(browser, uniqueEmail('second'));
    await server.browser().api.identity.confirmEmailChange({
      params: { id: member.id },
      query: { token: second.query.t as string, email: second.query.email as string },
    });
    expect(await bonusEntries(server, member.id)).toHaveLength(1);
    expect(await browser.api.identity.coinInfo()).toMatchObject({ freeCoins: 20 });
  });

  it('refuses an address in use, bad input and visitors without sending a mail', async () => {
    const { member, browser } = await signedIn();
    const taken = await insertMember(server.app);
    const counts = await snapshotCounts(server.app);
    await expectRefusal(
      browser.api.identity.changeEmail.request({
        body: { newEmail: taken.email as string, password: 'secret123' },
      }),
      409,
      'EMAIL_ALREADY_EXISTS',
    );
    await expectRefusal(
      browser.api.identity.changeEmail.request({
        body: { newEmail: member.email as string, password: 'secret123' },
      }),
      409,
      'EMAIL_ALREADY_EXISTS',
    );
    await expectRefusal(
      browser.api.identity.changeEmail.request({
        body: { newEmail: 'nope@', password: 'secret123' },
      }),
      400,
      'WRONG_EMAIL',
    );
    await expectRefusal(
      server.browser().api.identity.changeEmail.request({
        body: { newEmail: uniqueEmail(), password: 'secret123' },
      }),
      401,
      'SESSION_EXPIRED',
    );
    expect(await snapshotCounts(server.app)).toEqual(counts);
  });

  it('refuses a link for another address or account, and an address taken meanwhile', async () => {
    const { member, browser } = await signedIn();
    const newEmail = uniqueEmail('wanted');
    const link = await requestChange(browser, newEmail);
    const other = await insertMember(server.app);
    const before = await userRow(server.app, member.id);
    const token = link.query.t as string;
    const attempts: [{ id: string }, { token: string; email: string }, number, string][] = [
      [{ id: member.id }, { token, email: uniqueEmail('else') }, 400, 'INVALID_TOKEN'],
      [{ id: other.id }, { token, email: newEmail }, 400, 'INVALID_TOKEN'],
      [{ id: member.id }, { token: `${token}x`, email: newEmail }, 400, 'INVALID_TOKEN'],
      [{ id: member.id }, { token, email: 'broken@' }, 400, 'WRONG_EMAIL'],
    ];
    for (const [params, query, status, code] of attempts) {
      await expectRefusal(
        server.browser().api.identity.confirmEmailChange.request({ params, query }),
        status,
        code,
      );
    }
    await insertMember(server.app, { email: newEmail });
    const counts = await snapshotCounts(server.app);
    await expectRefusal(
      server.browser().api.identity.confirmEmailChange.request({
        params: { id: member.id },
        query: { token, email: newEmail },
      }),
      409,
      'EMAIL_ALREADY_EXISTS',
    );
    expect(await userRow(server.app, member.id)).toEqual(before);
    expect(await snapshotCounts(server.app)).toEqual(counts);
  });
});

describe('GET /identity/coinInfo', () => {
  it('answers the balances and free allowances of the member', async () => {
    const member = await insertMember(server.app, {
      coins: 120,
      freeCoins: 7,
      stars: 3,
      freeMessagesCount: 2,
      premiumUntil: new Date(Date.now() + 86_400_000),
    });
    const browser = server.browser();
    await browser.api.identity.login({
      body: { userName: member.email as string, password: 'secret123' },
    });
    expect(await browser.api.identity.coinInfo()).toEqual({
      coins: 120,
      freeCoins: 7,
      balance: 127,
      stars: 3,
      coinStreak: 0,
      hasActivePremium: true,
      freeSwipesCount: 10,
      freeSwipesUndoCount: 3,
      freeMessagesCount: 2,
      freeIceBreakersCount: 0,
      freeWinkCount: 0,
      freeGiftCount: 0,
      freeTurboRocketsCount: 0,
      freeLocationChangesCount: 0,
      freeVisitUnlocksCount: 0,
      freeLikesUnlocksCount: 0,
    });
  });

  it('answers a visitor with the session-expiry error', async () => {
    const result = await server.browser().api.identity.coinInfo.request();
    expect(!result.ok && result.error.apiError).toMatchObject({
      statusCode: 401,
      code: 'SESSION_EXPIRED',
      text: 'session timed out. Please sign in again.',
    });
  });
});
