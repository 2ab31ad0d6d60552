/**
 * Opens the database the configuration names, brings its schema up to date and closes it when
 * the server shuts down (after the requests in flight have finished).
 */
import fp from 'fastify-plugin';
import {
  type Database,
  type DatabaseConnection,
  type DatabaseLocation,
  databaseLocation,
  openDatabase,
} from './client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    databaseKind: DatabaseConnection['kind'];
    databasePoolUse: DatabaseConnection['poolUse'];
  }
}

export interface DbOptions {
  /** Overrides where the configuration puts the database (tests use an in-memory PGlite). */
  location?: DatabaseLocation;
}

export default fp<DbOptions>(
  async (app, { location }) => {
    const connection = await openDatabase(location ?? databaseLocation(app.config));
    try {
      await connection.migrate();
    } catch (error) {
      await connection.close();
      throw error;
    }
    app.decorate('db', connection.db);
    app.decorate('databaseKind', connection.kind);
    app.decorate('databasePoolUse', connection.poolUse);
    app.addHook('onClose', () => connection.close());
  },
  { name: 'amora-db', fastify: '5.x', decorators: { fastify: ['config'] } },
);
