/**
 * GET /configuration: prices, limits, page sizes and app switches, loaded first after login. They
 * are the contract's constants, the same ones every paid call charges by; the social sign-in it
 * offers is this server's (identity/sign-in-providers), and the minimum app version and the landing
 * switches are the operator's (MINIMUM_APP_VERSION and LANDING_FEATURES, config.ts).
 */
import { type Configuration, configurationEndpoints, defaultConfiguration } from '@amora/contract';
import type { FastifyInstance } from 'fastify';
import { route } from './route';

/** This server's configuration; the pages it renders carry it too (http/server-render.ts). */
export const configurationOf = (app: FastifyInstance): Configuration => ({
  ...defaultConfiguration,
  socialSignIn: app.social.clients,
  minimumAppVersion: app.config.apps.minimumAppVersion,
  features: app.config.apps.landingFeatures,
});

export default async function configurationRoutes(app: FastifyInstance) {
  const configuration = configurationOf(app);
  route(app, configurationEndpoints.get, ({ reply }) => {
    // Read at the start of every session; it changes only with a new server version or a
    // restart with other settings, so an update screen appears within these five minutes.
    reply.header('cache-control', 'public, max-age=300');
    return configuration;
  });
}
