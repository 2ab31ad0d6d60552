/**
 * Every domain of the /v1 API, one plugin each, mirroring the spec's call tables. Services the
 * routes share (mailer, gazetteer, picture store, social sign-in) are registered first.
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import gazetteer from '../plugins/gazetteer';
import mailer from '../plugins/mailer';
import pictures from '../plugins/pictures';
import social from '../plugins/social';
import analyticsRoutes from './analytics';
import chatRoutes from './chat';
import configurationRoutes from './configuration';
import datingRoutes from './dating';
import demoData from './demo';
import devMailboxRoutes from './dev-mailbox';
import economyRoutes from './economy';
import identityRoutes from './identity';
import locationRoutes from './location';
import marketingRoutes from './marketing';
import mediaRoutes from './media';
import newsletterRoutes from './newsletter';
import paymentRoutes from './payment';
import relationshipRoutes from './relationship';
import userRoutes from './user';

const allRoutes: FastifyPluginAsync = async (app) => {
  await app.register(mailer);
  await app.register(social);
  await app.register(gazetteer);
  await app.register(pictures);

  await app.register(identityRoutes);
  await app.register(devMailboxRoutes);
  await app.register(userRoutes);
  await app.register(datingRoutes);
  await app.register(relationshipRoutes);
  await app.register(chatRoutes);
  await app.register(economyRoutes);
  await app.register(paymentRoutes);
  await app.register(newsletterRoutes);
  await app.register(mediaRoutes);
  await app.register(locationRoutes);
  await app.register(configurationRoutes);
  await app.register(marketingRoutes);
  await app.register(analyticsRoutes);
  await app.register(demoData);
};

/** Not encapsulated: the shared services (app.gazetteer, app.pictures, ...) decorate the root. */
export const routes = fp(allRoutes, { name: 'routes', fastify: '5.x' });
