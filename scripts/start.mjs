// `npm start` after the builds: the server (the /v1 API, the hub, the built web app when there is
// one, the embedded database with demo data under ./.data/) on PORT (8080), and the built Storybook
// beside it on STORYBOOK_PORT (6006) for reviewing the components and screens. It is the demo:
// AMORA_DEMO=1 turns on the sandbox sign-in and checkout, /dev/mailbox and the demo data, which a
// deployment (node apps/server/dist/server.js) never has unless it sets the same.
import { spawn } from 'node:child_process';
import { allocatorEnvironment } from './allocator.mjs';
import { serveStorybook } from './serveStorybook.mjs';

console.info(
  'Demo mode (AMORA_DEMO=1): sandbox sign-in and checkout, /dev/mailbox and demo data are on.',
);
const storybookPort = Number(process.env.STORYBOOK_PORT ?? 6006);
// A port in use stops the start before the server is spawned: nothing runs half-way.
const storybook = await serveStorybook('storybook-static', storybookPort);
console.info(`Storybook on http://localhost:${storybookPort}`);
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  stdio: 'inherit',
  // What the operator set wins over the allocator's settings.
  env: { ...allocatorEnvironment, ...process.env, AMORA_DEMO: '1' },
});

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  storybook.close();
  if (server.exitCode === null) server.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
// The server gone (a port in use, a bad configuration) stops the Storybook too.
server.on('exit', (code) => {
  if (!stopping) process.exitCode = code ?? 1;
  stop('SIGTERM');
});
