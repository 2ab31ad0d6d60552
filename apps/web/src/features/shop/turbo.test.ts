/**
 * Every turbo rocket of the catalogue in the shop, against the real server (spec 02 sections 3
 * and 4): the standard, 3-hour and 24-hour rockets with their prices and durations; a chosen one
 * costs its price and runs its hours; the spend guard stops one the coins do not reach.
 */
import { allSettled } from 'effector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $outOfCoins } from '../../member/model';
import { $user } from '../../session/model';
import './model';
import {
  $turboRocket,
  $turboRocketProducts,
  turboRocketProductStarted,
  turboRocketViewed,
} from './model/boosters';
import { type IdentityServer, loggedInMember, startIdentityServer } from './testServer';

let server: IdentityServer;
// Starting a database of its own takes a while on a busy machine.
beforeAll(async () => {
  server = await startIdentityServer();
}, 180_000);
afterAll(() => server?.close());

const hourMs = 60 * 60 * 1000;

describe('the turbo rockets of the shop', () => {
  it('offers every rocket of the catalogue with its price and duration', async () => {
    const { scope } = await loggedInMember(server);
    await allSettled(turboRocketViewed, { scope });
    expect(
      scope.getState($turboRocketProducts).map(({ id, price, durationHours }) => ({
        id,
        price,
        durationHours,
      })),
    ).toEqual([
      { id: 'turbo-rocket', price: 50, durationHours: 1 },
      { id: 'turbo-rocket-3h', price: 120, durationHours: 3 },
      { id: 'turbo-rocket-24h', price: 400, durationHours: 24 },
    ]);
  });

  it('sells the 24-hour rocket for its price and runs it 24 hours', async () => {
    const shopping = await loggedInMember(server, { coins: 450 });
    const { scope } = shopping;
    await allSettled(turboRocketViewed, { scope });
    const before = Date.now();
    await allSettled(turboRocketProductStarted, { scope, params: 'turbo-rocket-24h' });

    const state = scope.getState($turboRocket);
    expect(state?.isActive).toBe(true);
    const endsIn = new Date(state?.endDate ?? 0).getTime() - before;
    expect(endsIn).toBeGreaterThan(24 * hourMs - 60_000);
    expect(endsIn).toBeLessThan(24 * hourMs + 60_000);
    const stored = await shopping.stored();
    expect(stored.coins).toBe(50);
    expect(scope.getState($user)?.coins).toBe(50);
  });

  it('opens "Out of coins!" without a call when the coins do not reach the 3-hour rocket', async () => {
    const shopping = await loggedInMember(server, { coins: 119 });
    const { scope } = shopping;
    await allSettled(turboRocketViewed, { scope });
    await allSettled(turboRocketProductStarted, { scope, params: 'turbo-rocket-3h' });
    expect(scope.getState($outOfCoins)).toBe(true);
    expect(await shopping.stored()).toMatchObject({ coins: 119, turboRocketEndDate: null });
  });

  it('starts the standard rocket with a free rocket when one is left', async () => {
    const shopping = await loggedInMember(server, { coins: 0, freeTurboRocketsCount: 1 });
    const { scope } = shopping;
    await allSettled(turboRocketViewed, { scope });
    await allSettled(turboRocketProductStarted, { scope, params: 'turbo-rocket' });
    expect(scope.getState($turboRocket)?.isActive).toBe(true);
    expect(await shopping.stored()).toMatchObject({ coins: 0, freeTurboRocketsCount: 0 });
  });
});
