/** The `frame` query parameter (spec 01 section 2), as decided in ./frame.ts. */
import { describe, expect, it } from 'vitest';
import { frameExit } from './frame';

const origin = 'https://amora.example';

describe('frameExit', () => {
  it('takes a framed page to the whole window, at the same address without frame', () => {
    expect(frameExit(`${origin}/shop/success?transaction=t-1&frame=1`, true)).toEqual({
      topHref: `${origin}/shop/success?transaction=t-1`,
    });
  });

  it('only drops frame from the address of a page that is not framed', () => {
    expect(frameExit(`${origin}/shop/success?frame=true&transaction=t-2`, false)).toEqual({
      path: '/shop/success?transaction=t-2',
    });
    expect(frameExit(`${origin}/?frame`, false)).toEqual({ path: '/' });
  });

  it('does nothing without frame', () => {
    expect(frameExit(`${origin}/shop/success?transaction=t-3`, true)).toBeNull();
  });
});
