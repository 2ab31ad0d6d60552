/**
 * The browser platform of spec 01 section 2 (Android, iOS, Windows, macOS or Unknown) and the app
 * stores a visitor of each is offered.
 */
import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $platform, $stores, detectPlatform, platformDetected } from './platform';

const agents = {
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadAsMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
};

describe('detectPlatform', () => {
  it('names Android, iOS, Windows, macOS or Unknown', () => {
    expect(detectPlatform({ userAgent: agents.android })).toBe('Android');
    expect(detectPlatform({ userAgent: agents.iphone })).toBe('iOS');
    expect(detectPlatform({ userAgent: agents.windows })).toBe('Windows');
    expect(detectPlatform({ userAgent: agents.ipadAsMac, maxTouchPoints: 0 })).toBe('macOS');
    expect(detectPlatform({ userAgent: agents.linux })).toBe('Unknown');
    expect(detectPlatform(undefined)).toBe('Unknown');
  });

  it('knows an iPad that calls itself a Mac by its touch screen', () => {
    expect(detectPlatform({ userAgent: agents.ipadAsMac, maxTouchPoints: 5 })).toBe('iOS');
  });
});

describe('the stores offered', () => {
  it('are the phone’s own store, or both elsewhere', async () => {
    const scope = fork();
    expect(scope.getState($stores)).toEqual(['appStore', 'googlePlay']);
    await allSettled(platformDetected, { scope, params: { userAgent: agents.android } });
    expect(scope.getState($platform)).toBe('Android');
    expect(scope.getState($stores)).toEqual(['googlePlay']);
    await allSettled(platformDetected, { scope, params: { userAgent: agents.iphone } });
    expect(scope.getState($stores)).toEqual(['appStore']);
    await allSettled(platformDetected, { scope, params: { userAgent: agents.windows } });
    expect(scope.getState($stores)).toEqual(['appStore', 'googlePlay']);
  });
});
