/**
 * Statements built once and prepared by name on each connection that runs them, in a transaction
 * as well as outside one. Drizzle's own `.prepare(name)` binds a statement to the database or
 * transaction it was built on; built anew for every call instead, the chat send spent about 40 %
 * of its CPU turning the query builder into SQL text, and PostgreSQL parsed and planned each
 * statement again (a few milliseconds for the send's first select). A prepared statement here
 * keeps its SQL text, parameters and result mapping, and runs over the connection of whichever
 * database or transaction it is given; PostgreSQL parses it once per connection and may keep a
 * generic plan. Values come in through `sql.placeholder(name)`.
 */
import type { SQL } from 'drizzle-orm';
import type { Database, Transaction } from './client';

/** Where a statement runs: the database (a pooled connection) or a transaction's connection. */
export type Runner = Database | Transaction;

interface Executable {
  execute(values?: Record<string, unknown>): Promise<unknown>;
}

/** What Drizzle's session of either driver holds (not in its public types). */
interface Session {
  client: unknown;
  dialect: { sqlToQuery(sql: SQL): { sql: string; params: unknown[] } };
  prepareQuery(
    query: { sql: string; params: unknown[] },
    fields: undefined,
    name: string,
    isResponseInArrayMode: boolean,
  ): Executable;
}

const sessionOf = (runner: Runner) => (runner as unknown as { _: { session: Session } })._.session;

/**
 * `build` returns a query builder's `.prepare(name)`; it runs once per driver (a process may hold
 * PGlite and PostgreSQL databases, as the tests do), whatever runner comes first.
 */
export const preparedStatement = <Query extends Executable>(build: (db: Runner) => Query) => {
  const templates = new Map<unknown, Query>();
  return (runner: Runner): Query => {
    const session = sessionOf(runner);
    let template = templates.get(session.constructor);
    if (!template) {
      template = build(runner);
      templates.set(session.constructor, template);
    }
    // Both drivers' prepared queries send through their `client`: this runner's connection.
    return Object.assign(Object.create(template) as Query, { client: session.client });
  };
};

/** A statement written in SQL; `execute` answers the driver's result (`rows` of objects). */
export const preparedSql = (name: string, build: () => SQL) =>
  preparedStatement((db) => {
    const session = sessionOf(db);
    return session.prepareQuery(session.dialect.sqlToQuery(build()), undefined, name, false);
  });

/** The rows of a driver's result: both answer `{ rows }`. */
export const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
