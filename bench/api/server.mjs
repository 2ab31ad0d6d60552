// A server bench/api.mjs measures, in a process of its own so the load generator does not share
// its event loop: `amora` (the whole server on the embedded PGlite database), `amora-postgres`
// (on a fresh database of the local PostgreSQL) or `bare` (Fastify with the same logger and one
// route answering a literal: what any answer costs). The second argument is the logger's level
// (`info`, or `silent` to measure what logging costs). It announces
// { ready: port, about, emails, password, cookie } over IPC once it listens, and closes and
// exits on { kind: 'close' }.

import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { memberRows, requireFromServer, startAmoraServer } from '../amora-server.mjs';

const ACCOUNTS = 300;
const PASSWORD = 'bench-password-1';
const [kind, logLevel = 'info'] = process.argv.slice(2);

const startBare = async () => {
  const { serverOptions } = await import('../../apps/server/src/app.ts');
  const Fastify = requireFromServer('fastify');
  const app = Fastify(serverOptions({ level: logLevel, stream: createWriteStream('/dev/null') }));
  app.get('/v1/literal', async () => ({ id: 'bench', name: 'Bench', coins: 10 }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  return { port: app.server.address().port, about: 'no database', close: () => app.close() };
};

/** The server with accounts that log in with a password, and a session for the first. */
const startAmora = async (databaseKind) => {
  const server = await startAmoraServer({ databaseKind, logLevel, trustProxy: true });
  const { sessions, users } = await import('../../apps/server/src/db/schema.ts');
  const { hashPassword } = await import('../../apps/server/src/identity/passwords.ts');
  const { hashSessionId, sessionCookieName, sessionLifetimeMs } = await import(
    '../../apps/server/src/identity/sessions.ts'
  );
  const passwordHash = await hashPassword(PASSWORD);
  const ids = await server.app.db
    .insert(users)
    .values(memberRows(0, ACCOUNTS, { passwordHash }))
    .returning({ id: users.id, email: users.email });
  const sessionId = randomBytes(32).toString('base64url');
  await server.app.db.insert(sessions).values({
    idHash: hashSessionId(sessionId),
    userId: ids[0].id,
    expiresAt: new Date(Date.now() + sessionLifetimeMs),
  });
  return {
    ...server,
    emails: ids.map(({ email }) => email),
    cookie: `${sessionCookieName}=${sessionId}`,
  };
};

const server =
  kind === 'bare' ? await startBare() : await startAmora(kind === 'amora' ? 'pglite' : 'postgres');
process.on('message', async (request) => {
  if (request.kind === 'close') {
    await server.close();
    process.exit(0);
  }
});
process.send({
  ready: server.port,
  about: server.about,
  emails: server.emails ?? [],
  password: PASSWORD,
  cookie: server.cookie ?? '',
});
