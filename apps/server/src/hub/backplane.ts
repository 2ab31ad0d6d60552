/**
 * Carries sends between server processes. Alone, a process delivers its own sends at once; with
 * Redis, every send is published on a channel (`<prefix>member:<id>`, `<prefix>connection:<id>`)
 * that the process holding the recipient subscribes to while the recipient is connected there.
 * Records travel already serialized, so a send is serialized once however many receive it.
 */
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/** Hands records that arrived on a channel to this process's connections. */
export type Deliver = (channel: string, records: string) => void;

export interface Backplane {
  publish(channel: string, records: string): Promise<void>;
  /** Starts receiving a channel; resolves once sends to it reach this process. */
  subscribe(channel: string): Promise<void>;
  unsubscribe(channel: string): Promise<void>;
  /** Whether any other process receives the channel (one where the member is connected). */
  isSubscribedElsewhere(channel: string): Promise<boolean>;
  close(): Promise<void>;
}

export const localBackplane = (deliver: Deliver): Backplane => ({
  publish: async (channel, records) => deliver(channel, records),
  subscribe: async () => {},
  unsubscribe: async () => {},
  isSubscribedElsewhere: async () => false,
  close: async () => {},
});

export const redisBackplane = (
  url: string,
  prefix: string,
  deliver: Deliver,
  log: FastifyBaseLogger,
): Backplane => {
  // A subscribed Redis connection can do nothing else, so publishing needs a second one.
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url);
  for (const [role, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    connection.on('error', (error) => log.warn({ err: error, role }, 'hub backplane unreachable'));
  }
  subscriber.on('message', (channel: string, records: string) => {
    if (!channel.startsWith(prefix)) return;
    // Thrown from an event listener it would end the process.
    try {
      deliver(channel.slice(prefix.length), records);
    } catch (error) {
      log.error({ err: error, channel }, 'hub delivery failed');
    }
  });

  return {
    publish: async (channel, records) => {
      await publisher.publish(prefix + channel, records);
    },
    subscribe: async (channel) => {
      await subscriber.subscribe(prefix + channel);
    },
    unsubscribe: async (channel) => {
      await subscriber.unsubscribe(prefix + channel);
    },
    // A process subscribes to a member's channel exactly while the member is connected there.
    isSubscribedElsewhere: async (channel) => {
      const [, subscribers] = (await publisher.pubsub('NUMSUB', prefix + channel)) as [
        string,
        number,
      ];
      return Number(subscribers) > 0;
    },
    close: async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
};
