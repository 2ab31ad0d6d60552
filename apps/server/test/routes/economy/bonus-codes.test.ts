import { errorCodes } from '@amora/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusCodes, type NewUserRow } from '../../../src/db/schema';
import { userRow } from '../../helpers';
import {
  dataOf,
  expectRefusedUnchanged,
  type MemberServer,
  outcome,
  startMemberServer,
} from './support';

let server: MemberServer;
beforeAll(async () => {
  server = await startMemberServer();
});
afterAll(() => server?.close());

let codeNumber = 50_000;
/** A code of its own for each test, so tests do not share redemptions. */
const newCode = async (values: Partial<typeof bonusCodes.$inferInsert> = {}) => {
  codeNumber += 1;
  const [code] = await server.app.db
    .insert(bonusCodes)
    .values({ code: String(codeNumber), reward: 15, ...values })
    .returning();
  if (!code) throw new Error('no bonus code');
  return code.code;
};

const redeem = async (code: string, values: Partial<NewUserRow> = {}) => {
  const { user, browser } = await server.member(values);
  return {
    user,
    browser,
    result: await browser.api.shop.redeemBonusCode.request({ params: { code } }),
  };
};

describe('POST /shop/bonuscode/{code}', () => {
  it('credits the reward as free coins, once per member', async () => {
    const code = await newCode({ reward: 15 });
    const { user, browser, result } = await redeem(code, { coins: 7, freeCoins: 1 });
    expect(dataOf(result)).toMatchObject({
      reward: 15,
      coinInfo: { coins: 7, freeCoins: 16, balance: 23 },
    });
    expect(await userRow(server.app, user.id)).toMatchObject({ coins: 7, freeCoins: 16 });

    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.shop.redeemBonusCode.request({ params: { code } }),
      { status: 409, code: errorCodes.BONUS_CODE_ALREADY_USED },
    );
    // Another member still may.
    expect(dataOf((await redeem(code)).result).reward).toBe(15);
  });

  it('stops at its usage limit', async () => {
    const code = await newCode({ maxRedemptions: 2 });
    expect(outcome((await redeem(code)).result).ok).toBe(true);
    expect(outcome((await redeem(code)).result).ok).toBe(true);
    const { user, browser } = await server.member();
    await expectRefusedUnchanged(
      server.app,
      user.id,
      () => browser.api.shop.redeemBonusCode.request({ params: { code } }),
      { status: 409, code: errorCodes.BONUS_CODE_ALREADY_USED },
    );
    const [row] = await server.app.db.select().from(bonusCodes).where(eq(bonusCodes.code, code));
    expect(row?.redemptions).toBe(2);
  });

  it('gives the last use to one of several members redeeming at once', async () => {
    const code = await newCode({ maxRedemptions: 1 });
    const members = await Promise.all(Array.from({ length: 6 }, () => server.member()));
    const results = await Promise.all(
      members.map(({ browser }) => browser.api.shop.redeemBonusCode.request({ params: { code } })),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok).map((result) => outcome(result).code)).toEqual(
      Array(5).fill(errorCodes.BONUS_CODE_ALREADY_USED),
    );
    const credited = await Promise.all(members.map(({ user }) => userRow(server.app, user.id)));
    expect(credited.reduce((sum, row) => sum + row.freeCoins, 0)).toBe(15);
  });

  it('credits a member redeeming twice at once only once', async () => {
    const code = await newCode();
    const { user, browser } = await server.member();
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        browser.api.shop.redeemBonusCode.request({ params: { code } }),
      ),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect((await userRow(server.app, user.id)).freeCoins).toBe(15);
  });

  it('reads an unknown, expired or retired code as unknown, and changes nothing', async () => {
    const expired = await newCode({ expiresAt: new Date(Date.now() - 1000) });
    const retired = await newCode({ isActive: false });
    const { user, browser } = await server.member();
    for (const code of ['99999', expired, retired]) {
      await expectRefusedUnchanged(
        server.app,
        user.id,
        () => browser.api.shop.redeemBonusCode.request({ params: { code } }),
        { status: 404, code: errorCodes.BONUS_CODE_UNKNOWN },
      );
    }
  });

  it('takes a code that expires later', async () => {
    const code = await newCode({ expiresAt: new Date(Date.now() + 60_000) });
    expect(outcome((await redeem(code)).result).ok).toBe(true);
  });

  it('refuses anything but 5 digits with INVALID_BONUS_CODE', async () => {
    const { user, browser } = await server.member();
    for (const code of ['1234', '123456', '12a45']) {
      await expectRefusedUnchanged(
        server.app,
        user.id,
        () => browser.api.shop.redeemBonusCode.request({ params: { code } }),
        { status: 400, code: errorCodes.INVALID_BONUS_CODE },
      );
    }
  });
});
