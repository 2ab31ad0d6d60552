import { Configuration, defaultConfiguration, prices } from '@amora/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { type MemberServer, startMemberServer } from './user/support';

let server: MemberServer;
beforeAll(async () => {
  server = await startMemberServer();
});
afterAll(() => server?.close());

describe('GET /configuration', () => {
  it('answers the prices and limits of the constants, to visitors too', async () => {
    const configuration = await server.visitor().api.configuration.get();
    // Everything but the social sign-in, which is this server's (the sandbox in the demo).
    const { socialSignIn, ...constants } = configuration ?? defaultConfiguration;
    const { socialSignIn: _, ...defaults } = defaultConfiguration;
    expect(constants).toEqual(defaults);
    expect(socialSignIn.google?.authorizeUrl).toMatch(/\/sandbox-auth\/google\/authorize$/);
    expect(configuration?.prices).toMatchObject({
      changeLocation: 50,
      wink: 6,
      iceBreaker: 7,
      messagePerBlock: 10,
      imageMessage: 35,
    });
    expect(configuration?.prices.changeLocation).toBe(prices.changeLocation);
    expect(configuration?.limits).toMatchObject({
      age: { min: 18, max: 80 },
      searchRadius: { min: 10, max: 200, default: 200 },
      imagePrice: { min: 5, max: 500, step: 1 },
      freeDailyCoins: 3,
    });
    expect(configuration?.pageSizes).toMatchObject({ chat: 50, grid: 30, game: 36, search: 50 });
  });

  it('may be cached for a few minutes', async () => {
    const response = await server.visitor().fetch('/v1/configuration');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(v.safeParse(Configuration, await response.json()).success).toBe(true);
  });
});

describe('GET /configuration as the operator set it', () => {
  let operated: MemberServer;
  beforeAll(async () => {
    operated = await startMemberServer({
      MINIMUM_APP_VERSION: '2.5.0',
      LANDING_FEATURES: 'gameCarousel, testWinnerBadges,appStoreBadges',
    });
  });
  afterAll(() => operated?.close());

  it('serves the minimum app version and the landing switches of the environment', async () => {
    const configuration = await operated.visitor().api.configuration.get();
    expect(configuration?.minimumAppVersion).toBe('2.5.0');
    expect(configuration?.features).toEqual({
      appLinks: false,
      gameCarousel: true,
      testWinnerBadges: true,
      appStoreBadges: true,
      twitterLink: false,
    });
  });

  it('refuses to start with a switch or a version it does not know, naming the variable', async () => {
    const base = { DATA_DIR: operated.config.dataDir, SECRET: 'x'.repeat(32) };
    await expect(
      loadConfig({ ...base, LANDING_FEATURES: 'gameCarousel,confetti' }),
    ).rejects.toThrow(/LANDING_FEATURES.*confetti/);
    await expect(loadConfig({ ...base, MINIMUM_APP_VERSION: 'newest' })).rejects.toThrow(
      /MINIMUM_APP_VERSION/,
    );
  });
});
