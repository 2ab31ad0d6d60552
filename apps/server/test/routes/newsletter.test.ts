import { errorCodes } from '@amora/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { unsubscribeLink } from '../../src/mail';
import { newsletterToken } from '../../src/users';
import type { Browser } from '../support/browser';
import {
  expectRefusedUnchanged,
  type MemberServer,
  outcome,
  startMemberServer,
} from './user/support';

let server: MemberServer;
beforeAll(async () => {
  server = await startMemberServer();
});
afterAll(() => server?.close());

type Call = 'get' | 'subscribe' | 'unsubscribe';

const call = (browser: Browser, name: Call, id: string, t?: string) =>
  browser.api.newsletter[name].request({ params: { id }, query: t === undefined ? {} : { t } });

const subscribedOf = async (id: string) => {
  const [row] = await server.app.db
    .select({ subscribed: users.newsletterSubscribed, changedAt: users.newsletterChangedAt })
    .from(users)
    .where(eq(users.id, id));
  return row;
};

describe('/user/{id}/newsletter with the link of a mail', () => {
  it('reads, unsubscribes and subscribes again without a session', async () => {
    const { user } = await server.member();
    const link = new URL(
      unsubscribeLink(server.config.publicUrl, {
        userId: user.id,
        token: newsletterToken(server.config.secret, user.id),
      }),
    );
    expect(link.pathname).toBe(`/unsubscribe/${user.id}`);
    const token = link.searchParams.get('t') ?? '';
    const visitor = server.visitor();

    expect(outcome(await call(visitor, 'get', user.id, token))).toEqual({
      ok: true,
      data: { subscribed: true },
    });
    expect(outcome(await call(visitor, 'unsubscribe', user.id, token))).toEqual({
      ok: true,
      data: { subscribed: false },
    });
    expect(await subscribedOf(user.id)).toMatchObject({
      subscribed: false,
      changedAt: expect.any(Date),
    });
    expect(outcome(await call(visitor, 'get', user.id, token))).toMatchObject({
      data: { subscribed: false },
    });
    expect(outcome(await call(visitor, 'subscribe', user.id, token))).toMatchObject({
      data: { subscribed: true },
    });
    expect(await subscribedOf(user.id)).toMatchObject({ subscribed: true });
  });

  it("works for the member's own session without a token", async () => {
    const { user, browser } = await server.member();
    expect(await browser.api.newsletter.unsubscribe({ params: { id: user.id } })).toEqual({
      subscribed: false,
    });
    expect(await browser.api.newsletter.get({ params: { id: user.id } })).toEqual({
      subscribed: false,
    });
  });

  it.each<
    [string, Call, (id: string) => string | undefined, 'visitor' | 'stranger', number, string]
  >([
    ['without a token', 'unsubscribe', () => undefined, 'visitor', 400, errorCodes.INVALID_TOKEN],
    [
      'with a wrong token',
      'unsubscribe',
      () => 'x'.repeat(43),
      'visitor',
      400,
      errorCodes.INVALID_TOKEN,
    ],
    [
      "with another member's token",
      'unsubscribe',
      () => newsletterToken(server.config.secret, '00000000-0000-4000-8000-000000000000'),
      'visitor',
      400,
      errorCodes.INVALID_TOKEN,
    ],
    [
      "from another member's session",
      'unsubscribe',
      () => undefined,
      'stranger',
      403,
      errorCodes.FORBIDDEN,
    ],
    ['reading without a token', 'get', () => undefined, 'visitor', 400, errorCodes.INVALID_TOKEN],
  ])(
    'refuses a call %s and changes nothing',
    async (_case, name, tokenFor, caller, status, code) => {
      const { user } = await server.member({ newsletterSubscribed: true });
      const browser = caller === 'visitor' ? server.visitor() : (await server.member()).browser;
      await expectRefusedUnchanged(
        server.app,
        user.id,
        () => call(browser, name, user.id, tokenFor(user.id)),
        {
          status,
          code,
        },
      );
    },
  );

  it('answers 404 for a malformed id and for a deleted account', async () => {
    const visitor = server.visitor();
    expect(outcome(await call(visitor, 'get', 'not-a-uuid', 'token'))).toMatchObject({
      status: 404,
      code: errorCodes.NOT_FOUND,
    });
    const { user } = await server.member({ deletedAt: new Date() });
    const token = newsletterToken(server.config.secret, user.id);
    expect(outcome(await call(visitor, 'subscribe', user.id, token))).toMatchObject({
      status: 404,
      code: errorCodes.NOT_FOUND,
    });
  });
});
