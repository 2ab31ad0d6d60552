import { describe, expect, it } from 'vitest';
import { reconnectDelay, reconnectPolicy } from '../src/hub/reconnectPolicy.ts';

describe('reconnect delay', () => {
  it('waits the previous retry count times 300 ms', () => {
    expect([0, 1, 2, 3, 10].map(reconnectDelay)).toEqual([0, 300, 600, 900, 3000]);
  });

  it('never waits longer than the 6000 ms reconnect interval', () => {
    expect([19, 20, 21, 100, 10_000].map(reconnectDelay)).toEqual([5700, 6000, 6000, 6000, 6000]);
  });

  it('keeps retrying instead of giving up', () => {
    const next = reconnectPolicy.nextRetryDelayInMilliseconds({
      previousRetryCount: 5000,
      elapsedMilliseconds: 3_600_000,
      retryReason: new Error('gone'),
    });
    expect(next).toBe(6000);
  });
});
