// One of the servers bench/hub.mjs compares, in a process of its own so its memory is its own:
// `amora` (the whole Amora server with the hub, the embedded PGlite database and a pino logger
// at info level writing to /dev/null), `amora-postgres` (the same on a fresh database of the
// local PostgreSQL, dropped afterwards; AMORA_BENCH_POSTGRES_URL names the server), `socket.io`
// (a Socket.IO relay without storage) or `ws` (a bare `ws` relay without storage, the ceiling).
// Started by bench/hub.mjs with fork(); it announces { ready: port, about } (Amora: the database
// and its version) once it listens on 127.0.0.1 and answers over IPC, in order:
//   { kind: 'members', count } → { members: [{ id, cookie }] } (Amora: rows with a session)
//   { kind: 'connections' }    → { connections } it holds now
//   { kind: 'memory' }         → { memory: process.memoryUsage() after a full GC, connections }
//   { kind: 'close' }          → closes and exits
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import { Server as SocketIoServer } from 'socket.io';
import { WebSocketServer } from 'ws';
import { memberRows, startAmoraServer } from '../amora-server.mjs';

const MEMBER_BATCH = 1000;
/** Each member can pay for this many messages of up to 100 characters. */
const COINS = 1_000_000;

/** The Amora server; members are rows in its database with a session cookie each. */
const startAmora = async (databaseKind) => {
  const server = await startAmoraServer({ databaseKind });
  const { app } = server;
  const { sessions, users } = await import('../../apps/server/src/db/schema.ts');
  const { hashSessionId, sessionCookieName, sessionLifetimeMs } = await import(
    '../../apps/server/src/identity/sessions.ts'
  );

  let inserted = 0;
  const memberIds = [];
  const createMembers = async (count) => {
    const members = [];
    for (let start = 0; start < count; start += MEMBER_BATCH) {
      const rows = memberRows(inserted + 1, Math.min(MEMBER_BATCH, count - start), {
        coins: COINS,
      });
      inserted += rows.length;
      const ids = await app.db.insert(users).values(rows).returning({ id: users.id });
      const sessionIds = ids.map(() => randomBytes(32).toString('base64url'));
      await app.db.insert(sessions).values(
        ids.map(({ id }, index) => ({
          idHash: hashSessionId(sessionIds[index]),
          userId: id,
          expiresAt: new Date(Date.now() + sessionLifetimeMs),
        })),
      );
      for (const [index, { id }] of ids.entries()) {
        memberIds.push(id);
        members.push({ id, cookie: `${sessionCookieName}=${sessionIds[index]}` });
      }
    }
    return members;
  };

  return {
    port: server.port,
    about: server.about,
    members: createMembers,
    // Connections that finished the handshake and are still open.
    connections: () => memberIds.reduce((sum, id) => sum + app.hub.connectionsOf(id).length, 0),
    close: server.close,
  };
};

/** Members of the relays are names only: a client says who it is when it connects. */
const namedMembers = async (count) =>
  Array.from({ length: count }, () => ({ id: randomUUID(), cookie: '' }));

/** The usual Socket.IO chat relay: a room per member, the sender acknowledged. */
const startSocketIo = async () => {
  const httpServer = createServer();
  const io = new SocketIoServer(httpServer, { serveClient: false });
  io.on('connection', (socket) => {
    socket.join(socket.handshake.auth.memberId);
    socket.on('message', (message, acknowledge) => {
      io.to(message.recipientId).emit('message', message);
      if (typeof acknowledge === 'function') acknowledge({ ok: true });
    });
  });
  await new Promise((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  return {
    port: httpServer.address().port,
    members: namedMembers,
    connections: () => io.engine.clientsCount,
    close: () => new Promise((resolve) => io.close(() => resolve())),
  };
};

/** The least a relay can do: find the recipient's socket and pass the frame on. */
const startWs = async () => {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  const sockets = new Map();
  server.on('connection', (socket, request) => {
    const memberId = new URL(request.url, 'ws://localhost').searchParams.get('member');
    sockets.set(memberId, socket);
    socket.on('close', () => sockets.delete(memberId));
    socket.on('message', (data) => {
      const { recipientId } = JSON.parse(data.toString());
      sockets.get(recipientId)?.send(data, { binary: false });
    });
  });
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    port: server.address().port,
    members: namedMembers,
    connections: () => server.clients.size,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};

const starters = {
  amora: () => startAmora('pglite'),
  'amora-postgres': () => startAmora('postgres'),
  'socket.io': startSocketIo,
  ws: startWs,
};
const server = await starters[process.argv[2]]();

/** What the heap holds for good: the garbage of start-up and of earlier phases is collected. */
const settledMemory = () => {
  for (let round = 0; round < 3; round += 1) globalThis.gc();
  return process.memoryUsage();
};

process.on('message', async (request) => {
  if (request.kind === 'members') {
    process.send({ members: await server.members(request.count) });
  } else if (request.kind === 'connections') {
    process.send({ connections: server.connections() });
  } else if (request.kind === 'memory') {
    process.send({ memory: settledMemory(), connections: server.connections() });
  } else if (request.kind === 'close') {
    await server.close();
    process.exit(0);
  }
});
process.send({ ready: server.port, about: server.about });
