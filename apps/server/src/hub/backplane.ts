/**
 * Carries messages between server processes: the hub's sends to a member or a connection, and
 * the sessions that ended. Alone, a process delivers its own messages at once; with Redis, every
 * message is published on a channel (`<prefix>member:<id>`, `<prefix>connection:<id>`,
 * `<prefix>sessions:ended`) that the processes which need it subscribe to. Messages travel as
 * strings, so a hub send is serialized once however many receive it.
 */
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/** Hands a message that arrived on a channel to what listens here. */
export type Deliver = (channel: string, message: string) => void;

export interface Backplane {
  publish(channel: string, message: string): Promise<void>;
  /** Starts receiving a channel; resolves once messages to it reach this process. */
  subscribe(channel: string): Promise<void>;
  unsubscribe(channel: string): Promise<void>;
  /** Whether any other process receives the channel (one where the member is connected). */
  isSubscribedElsewhere(channel: string): Promise<boolean>;
  /** Adds a listener for the messages of every channel this process receives. */
  onMessage(deliver: Deliver): void;
  /** A round trip to Redis, for /healthz; nothing to check for this process alone. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    backplane: Backplane;
  }
}

/** Calls every listener; one that throws neither stops the others nor ends the process. */
const listeners = (log: FastifyBaseLogger) => {
  const all: Deliver[] = [];
  return {
    add: (deliver: Deliver) => {
      all.push(deliver);
    },
    deliver: (channel: string, message: string) => {
      for (const deliver of all) {
        try {
          deliver(channel, message);
        } catch (error) {
          log.error({ err: error, channel }, 'backplane delivery failed');
        }
      }
    },
  };
};

export const localBackplane = (log: FastifyBaseLogger): Backplane => {
  const { add, deliver } = listeners(log);
  return {
    publish: async (channel, message) => deliver(channel, message),
    subscribe: async () => {},
    unsubscribe: async () => {},
    isSubscribedElsewhere: async () => false,
    onMessage: add,
    ping: async () => {},
    close: async () => {},
  };
};

export const redisBackplane = (url: string, prefix: string, log: FastifyBaseLogger): Backplane => {
  const { add, deliver } = listeners(log);
  // A subscribed Redis connection can do nothing else, so publishing needs a second one.
  const publisher = new Redis(url, { maxRetriesPerRequest: 2 });
  const subscriber = new Redis(url);
  for (const [role, connection] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    connection.on('error', (error) => log.warn({ err: error, role }, 'backplane unreachable'));
  }
  subscriber.on('message', (channel: string, message: string) => {
    if (channel.startsWith(prefix)) deliver(channel.slice(prefix.length), message);
  });

  return {
    publish: async (channel, message) => {
      await publisher.publish(prefix + channel, message);
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
    onMessage: add,
    ping: async () => {
      await publisher.ping();
    },
    close: async () => {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
};

export interface BackplaneOptions {
  /** Prefix of the Redis channels, so several deployments can share one Redis. */
  channelPrefix?: string;
}

/** `app.backplane`: Redis when REDIS_URL is set, this process alone otherwise. */
export const backplanePlugin = fp(
  async (app, { channelPrefix = 'amora:hub:' }: BackplaneOptions) => {
    const backplane = app.config.redisUrl
      ? redisBackplane(app.config.redisUrl, channelPrefix, app.log)
      : localBackplane(app.log);
    app.decorate('backplane', backplane);
    app.addHook('onClose', async () => {
      await backplane.close();
    });
  },
  { name: 'amora-backplane', fastify: '5.x', decorators: { fastify: ['config'] } },
);
