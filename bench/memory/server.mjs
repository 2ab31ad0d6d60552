// A server bench/memory.mjs measures, in a process of its own (started with --expose-gc): the
// whole Amora server with the demo data seeded (its avatars drawn), built from the sources on the
// embedded PGlite database (`pglite`) or on a fresh database of the local PostgreSQL
// (`postgres`), or the built server as `npm start` runs it (`built`: apps/server/dist/server.js
// with AMORA_DEMO=1, on the PGlite in DATA_DIR, PORT and the allocator's settings from the
// parent; this process then runs without tsx, as the built server does). It announces
// { ready: port, about } over IPC once it listens, answers { kind: 'measure' } with where its memory is after a full
// garbage collection, and closes and exits on { kind: 'close' }.
import { resourceUsage } from 'node:process';
import { startAmoraServer } from '../amora-server.mjs';

const [kind] = process.argv.slice(2);

/** The built server, started by importing it; it stops on SIGTERM as a deployment's does. */
const startBuiltServer = async () => {
  await import('../../apps/server/dist/server.js');
  const port = Number(process.env.PORT);
  for (;;) {
    const health = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => undefined);
    if (health?.ok) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    port,
    about: 'built server (npm start), PGlite',
    app: undefined,
    close: () => process.kill(process.pid, 'SIGTERM'),
  };
};

const server =
  kind === 'built'
    ? await startBuiltServer()
    : await startAmoraServer({ databaseKind: kind, demoData: true });

/** PGlite's WebAssembly memory (its heap: shared buffers, caches, the query's work memory). */
const wasmBytes = () => {
  const module = server.app?.db.$client?.mod;
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
    if (kind !== 'built') process.exit(0);
  }
});
process.send({ ready: server.port, about: server.about });
