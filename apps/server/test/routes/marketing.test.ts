import { errorCodes } from '@amora/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { marketingClicks } from '../../src/db/schema';
import { type MemberServer, outcome, startMemberServer } from './user/support';

let server: MemberServer;
beforeAll(async () => {
  server = await startMemberServer();
});
afterAll(() => server?.close());

const clicksOf = (campaignId: string) =>
  server.app.db.select().from(marketingClicks).where(eq(marketingClicks.campaignId, campaignId));

const allClicks = () => server.app.db.select().from(marketingClicks);

describe('POST /marketing', () => {
  it('stores a click with its click and source ids', async () => {
    const visitor = server.visitor();
    expect(
      await visitor.api.marketing.reportClick({
        body: { campaignId: 'summer-1', clickId: 'c-42', sourceId: 'newsletter' },
      }),
    ).toBe(true);
    expect(await clicksOf('summer-1')).toEqual([
      expect.objectContaining({ campaignId: 'summer-1', clickId: 'c-42', sourceId: 'newsletter' }),
    ]);
    expect(visitor.cookies.get('amora_device')).toMatch(/^[\w-]{22}$/);
  });

  it('counts a campaign once per device, and each device and campaign', async () => {
    const first = server.visitor();
    const second = server.visitor();
    for (let report = 0; report < 3; report++) {
      expect(await first.api.marketing.reportClick({ body: { campaignId: 'autumn' } })).toBe(true);
    }
    expect(await clicksOf('autumn')).toHaveLength(1);
    await second.api.marketing.reportClick({ body: { campaignId: 'autumn' } });
    await first.api.marketing.reportClick({ body: { campaignId: 'winter' } });
    expect(await clicksOf('autumn')).toHaveLength(2);
    expect(await clicksOf('winter')).toHaveLength(1);
  });

  it('counts a signed-in member once per campaign', async () => {
    const { browser } = await server.member();
    await browser.api.marketing.reportClick({ body: { campaignId: 'members' } });
    browser.cookies.delete('amora_device');
    await browser.api.marketing.reportClick({ body: { campaignId: 'members' } });
    expect(await clicksOf('members')).toHaveLength(1);
  });

  it.each([
    ['no campaign id', {}],
    ['an empty campaign id', { campaignId: '   ' }],
    ['a campaign id of 201 characters', { campaignId: 'x'.repeat(201) }],
  ])('refuses %s and stores nothing', async (_case, body) => {
    const before = await allClicks();
    const result = await server
      .visitor()
      .api.marketing.reportClick.request({ body: body as never });
    expect(outcome(result)).toMatchObject({
      ok: false,
      status: 400,
      code: errorCodes.VALIDATION_FAILED,
    });
    expect(await allClicks()).toEqual(before);
  });
});
