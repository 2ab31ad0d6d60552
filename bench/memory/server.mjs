// A server bench/memory.mjs measures, in a process of its own (started with --expose-gc): the
// whole Amora server with the demo data seeded (its avatars drawn), on the embedded PGlite
// database (`pglite`) or on a fresh database of the local PostgreSQL (`postgres`). It announces
// { ready: port, about, cookie } over IPC once it listens (the cookie a session of the demo
// member), answers { kind: 'measure' } with where its memory is after a full garbage collection,
// and closes and exits on { kind: 'close' }.
import { resourceUsage } from 'node:process';
import { startAmoraServer } from '../amora-server.mjs';

const [kind] = process.argv.slice(2);

const server = await startAmoraServer({ databaseKind: kind, demoData: true });
const { DEMO_MEMBER } = await import('../../apps/server/src/demo/member.ts');

const login = await fetch(`http://127.0.0.1:${server.port}/v1/identity/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ userName: DEMO_MEMBER.email, password: DEMO_MEMBER.password }),
});
if (!login.ok) throw new Error(`the demo member's login answered ${login.status}`);
const cookie = login.headers
  .getSetCookie()
  .map((line) => line.split(';')[0])
  .join('; ');

/** PGlite's WebAssembly memory (its heap: shared buffers, caches, the query's work memory). */
const wasmBytes = () => {
  const module = server.app.db.$client?.mod;
  return module?.HEAPU8?.buffer.byteLength ?? module?.wasmMemory?.buffer.byteLength;
};

const settle = async () => {
  // Two collections a little apart: the second frees what the first's finalizers let go.
  for (let round = 0; round < 2; round += 1) {
    globalThis.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

const measure = async () => {
  await settle();
  const usage = process.memoryUsage();
  return { ...usage, wasm: wasmBytes(), maxRss: resourceUsage().maxRSS * 1024 };
};

process.on('message', async (request) => {
  if (request.kind === 'measure') process.send({ measured: await measure() });
  if (request.kind === 'close') {
    await server.close();
    process.exit(0);
  }
});
process.send({ ready: server.port, about: server.about, cookie });
