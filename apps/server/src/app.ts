/**
 * The application as one Fastify plugin: external plugins first, then the domain plugins they
 * serve, then the routes, and the error and not-found handlers last. server.ts boots it; tests
 * build it with `buildApp` and call it with `inject`.
 */

import { consoleEndpoints, endpoints } from '@amora/contract';
import cookie from '@fastify/cookie';
import Fastify, {
  type FastifyPluginAsync,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import fp from 'fastify-plugin';
import packageJson from '../package.json' with { type: 'json' };
import analyticsRoutes from './analytics/routes';
import chatRoutes from './chat/routes';
import type { Config } from './config';
import operatorSessions from './console/operator-sessions';
import consoleRoutes from './console/routes';
import { matchHooks } from './dating';
import datingRoutes from './dating/routes';
import type { DatabaseLocation } from './db/client';
import db from './db/plugin';
import demoOperatorAccounts from './demo/operators';
import demoData from './demo/seed';
import ledger from './economy/ledger';
import economyRoutes from './economy/routes';
import compression from './http/compression';
import configurationRoutes from './http/configuration';
import { errorHandler } from './http/error-handler';
import { healthRoutes } from './http/health';
import { notFoundHandler } from './http/not-found';
import { listEndpoints, openApiRoutes } from './http/openapi';
import rateLimits from './http/rate-limits';
import security, { defaultBodyLimit } from './http/security';
import { registerServerRender } from './http/server-render';
import { registerConsole, registerWebApp, webAppPresent } from './http/web-app';
import hub, { type HubOptions, hubUrl } from './hub';
import { backplanePlugin } from './hub/backplane';
import identityRoutes from './identity/routes';
import sessions from './identity/sessions';
import signInProviders from './identity/sign-in-providers/plugin';
import gazetteer from './location/plugin';
import locationRoutes from './location/routes';
import devMailboxRoutes from './mail/dev-mailbox';
import mailer from './mail/plugin';
import pictures from './media/pictures';
import mediaRoutes from './media/routes';
import metrics from './metrics/plugin';
import payments from './payments';
import paymentRoutes from './payments/routes';
import ticketRoutes from './tickets/routes';
import userRoutes from './users/routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

export interface AppOptions {
  config: Config;
  /** Overrides the database the configuration names (tests use an in-memory PGlite). */
  database?: DatabaseLocation;
  /** Hub timings and the backplane's Redis channel prefix; tests shorten and vary them. */
  hub?: HubOptions;
}

const amora: FastifyPluginAsync<AppOptions> = async (
  app,
  { config, database, hub: hubOptions },
) => {
  app.decorate('config', config);
  app.setErrorHandler(errorHandler);
  if (config.demo) {
    app.log.warn(
      config.environment === 'production'
        ? 'AMORA_DEMO=1 in production: anybody can sign in through the sandbox and take coins from its checkout; this is a public demo, not a service'
        : 'AMORA_DEMO=1: the sandbox sign-in and checkout, /dev/mailbox and the demo data are on (for trying Amora, never for a real deployment)',
    );
  }

  // A POST without a body but with a JSON content type (logout, resend) is a call without
  // input, not broken JSON.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text === '') done(null, undefined);
    else parseJson(request, text, done);
  });

  // Once closing, answers to the requests still in flight end their keep-alive connection, or
  // the idle connection would hold the close open until the client drops it.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });

  await app.register(cookie);
  await app.register(security);
  await app.register(rateLimits);
  await app.register(compression);

  await app.register(db, { location: database });
  await app.register(backplanePlugin, { channelPrefix: hubOptions?.channelPrefix });
  // Before the domains, which count into its meters, and before the routes it times.
  await app.register(metrics);

  // The domains' services, each declaring the services it needs.
  await app.register(sessions);
  await app.register(operatorSessions);
  await app.register(ledger);
  await app.register(hub, hubOptions ?? {});
  await app.register(mailer);
  await app.register(signInProviders);
  await app.register(gazetteer);
  await app.register(pictures);
  await app.register(matchHooks);
  await app.register(payments);

  // The routes: each domain binds its rows of the contract to its functions.
  await app.register(identityRoutes);
  await app.register(devMailboxRoutes);
  await app.register(userRoutes);
  await app.register(datingRoutes);
  await app.register(chatRoutes);
  await app.register(economyRoutes);
  await app.register(ticketRoutes);
  await app.register(paymentRoutes);
  await app.register(mediaRoutes);
  await app.register(locationRoutes);
  await app.register(configurationRoutes);
  await app.register(analyticsRoutes);
  await app.register(consoleRoutes);

  // The demo (AMORA_DEMO=1): its operators and, on a fresh embedded database, its members.
  await app.register(demoOperatorAccounts);
  await app.register(demoData);

  await app.register(healthRoutes);
  await app.register(openApiRoutes, {
    endpoints: [...listEndpoints(endpoints), ...listEndpoints(consoleEndpoints, 'console')],
    version: packageJson.version,
  });

  const webApp = webAppPresent(config.webDist);
  if (webApp) {
    await registerServerRender(app, config.webDist);
    await registerWebApp(app, config.webDist);
  }
  if (webAppPresent(config.consoleDist)) await registerConsole(app, config.consoleDist);
  app.setNotFoundHandler(notFoundHandler({ webApp }));
};

export const amoraApp = fp(amora, { name: 'amora', fastify: '5.x' });

/**
 * Fastify's trustProxy for TRUST_PROXY: the listed proxies, or the nearest `hops` addresses
 * (Fastify 5 takes no bare number, so the hops are a trust function). Without it
 * X-Forwarded-For is ignored and rate limits count the address that connected.
 */
const trustedProxies = (trustProxy: Config['trustProxy']) =>
  typeof trustProxy === 'number'
    ? (_address: string, hop: number) => hop < trustProxy
    : (trustProxy ?? false);

/**
 * Query parameters that carry a credential or a mailbox: link and sign-in tokens (`token`, the
 * newsletter's `t`), OAuth codes and state, keys, signatures. The hub's `id` is its connection
 * token. Matched on the decoded name, case-insensitively.
 */
const secretQueryName =
  /^(t|code|state|sig|email|session_?id|payer_?id)$|token|secret|passw|key|signature/i;

const decodedName = (name: string) => {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
};

/** The URL as the log may keep it: every secret query value replaced by [REDACTED]. */
export const redactUrl = (url: string) => {
  const queryAt = url.indexOf('?');
  if (queryAt < 0) return url;
  const path = url.slice(0, queryAt);
  const isHub = path === hubUrl || path.startsWith(`${hubUrl}/`);
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] as string;
      const decoded = decodedName(name);
      const secret = secretQueryName.test(decoded) || (isHub && decoded === 'id');
      return secret ? `${name}=[REDACTED]` : pair;
    })
    .join('&');
  return `${path}?${query}`;
};

/**
 * The logger's settings: what the caller asks, plus requests logged with their URL redacted and
 * without cookies or credentials, whoever builds the server.
 */
const loggerOptions = (logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] =>
  logger
    ? {
        ...(logger === true ? {} : logger),
        redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
        serializers: {
          req: (request: FastifyRequest) => ({
            method: request.method,
            url: redactUrl(request.url),
            host: request.host,
            remoteAddress: request.ip,
            remotePort: request.socket?.remotePort,
          }),
          ...(logger === true ? {} : logger.serializers),
        },
      }
    : false;

/** Fastify's own settings, shared by server.ts and the tests. */
export const serverOptions = (
  logger: FastifyServerOptions['logger'] = false,
  trustProxy?: Config['trustProxy'],
) =>
  ({
    logger: loggerOptions(logger),
    trustProxy: trustedProxies(trustProxy),
    bodyLimit: defaultBodyLimit,
    // Opening the embedded database and applying migrations can take a while on a cold start.
    pluginTimeout: 120_000,
    // Receiving a request (not answering it: the hub's long polls) may take at most this long.
    requestTimeout: 60_000,
  }) satisfies FastifyServerOptions;

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Which request lines are written, at which level (http/logging.ts); Fastify's by default. */
  logController?: FastifyServerOptions['logController'];
  database?: DatabaseLocation;
}

/** The configured server, ready to `listen` or to `inject` into; nothing is listening yet. */
export const buildApp = async (
  config: Config,
  { logger, logController, database }: BuildOptions = {},
) => {
  const app = Fastify({ ...serverOptions(logger, config.trustProxy), logController });
  await app.register(amoraApp, { config, database });
  await app.ready();
  return app;
};
