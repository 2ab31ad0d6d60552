import { timings } from '@amora/contract';
import type { IRetryPolicy, RetryContext } from '@microsoft/signalr';

/**
 * Wait before the next reconnect attempt (spec 02 sections 4 and 9): the previous retry count
 * times 300 ms, never more than the 6000 ms websocket reconnect interval. A chat connection is
 * worth keeping, so the policy never gives up while the app runs.
 */
export const reconnectDelay = (previousRetryCount: number): number =>
  Math.min(previousRetryCount * timings.reconnectDelayFactorMs, timings.websocketReconnectMs);

export const reconnectPolicy: IRetryPolicy = {
  nextRetryDelayInMilliseconds: ({ previousRetryCount }: RetryContext) =>
    reconnectDelay(previousRetryCount),
};
