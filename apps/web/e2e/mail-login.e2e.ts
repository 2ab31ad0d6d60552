/**
 * Issue 14: a member who is away hears of a new message by mail, and the mail's button signs
 * them straight into that chat (spec 01 section 2: on a path containing "messages", userId and
 * token in the query perform a transient login, then the same path is shown without them). The
 * link works once: opened again, it leads to the login, which brings the member back to the chat.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser } from '../../server/test/support/browser';
import { chatLog } from './members';
import {
  baseUrl,
  launchChromium,
  type MemberLook,
  mailLinkTo,
  onPath,
  registerMember,
  visit,
} from './support';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * A member registered through the API who confirmed the address with the mailed link (mails
 * while away go to confirmed addresses only), logged in in a client of their own.
 */
const confirmedMember = async (name: string, look: MemberLook) => {
  const member = await registerMember(name, look);
  const confirmation = await mailLinkTo(member.email, '/confirmemail');
  const { api } = openBrowser(baseUrl);
  const confirmed = await api.identity.confirmEmail({
    params: { id: confirmation.searchParams.get('uid') ?? '' },
    query: { token: confirmation.searchParams.get('t') ?? '' },
  });
  expect(confirmed).toBe(true);
  const user = await api.identity.login({
    body: { userName: member.email, password: member.password },
  });
  if (!user) throw new Error(`${name} could not log in`);
  return { ...member, name, id: user.id, api };
};

describe('the login link of a mail while away', () => {
  it('signs the member into the chat it names, once', async () => {
    // Two men seeking men, so neither shows up in the other flows' games.
    const writer = await confirmedMember('Malte', { gender: 'male', searchGender: 'male' });
    const reader = await confirmedMember('Frido', { gender: 'male', searchGender: 'male' });
    // The reader has never opened the app: away. A wink reaches him by mail.
    const wink = await writer.api.chat.wink({ params: { id: reader.id } });
    const dialogId = wink?.message.dialogId;
    if (!dialogId) throw new Error('the wink opened no dialog');
    const link = await mailLinkTo(reader.email, `/messages/${dialogId}`);
    expect(link.searchParams.get('userId')).toBe(reader.id);
    expect(link.searchParams.get('token')).toBeTruthy();

    const { context, page, errors } = await visit(browser, { locale: 'en-US' });
    await page.goto(`${link.pathname}${link.search}`);
    await chatLog(page, writer.name).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/messages/${dialogId}`);
    expect(new URL(page.url()).search).toBe('');
    // A session of his own: the chat is still his after a reload.
    await page.reload();
    await chatLog(page, writer.name).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    // Opened again (a forwarded mail, say), the used link signs nobody in.
    const again = await visit(browser, { locale: 'en-US' });
    await again.page.goto(`${link.pathname}${link.search}`);
    await onPath(again.page, '/login');
    expect(new URL(again.page.url()).searchParams.get('redirect')).toBe(`/messages/${dialogId}`);
    await again.context.close();
  });
});
