// `npm start` after the builds: the server (the /v1 API, the hub, the built web app when there is
// one, the embedded database with demo data under ./.data/) on PORT (8080), and the built Storybook
// beside it on STORYBOOK_PORT (6006) for reviewing the components and screens.
import { spawn } from 'node:child_process';

const storybookPort = process.env.STORYBOOK_PORT ?? '6006';
const children = [
  spawn(process.execPath, ['apps/server/dist/server.js'], { stdio: 'inherit' }),
  spawn(process.execPath, ['scripts/serve-static.mjs', 'storybook-static'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: storybookPort },
  }),
];

let stopping = false;
const stop = (signal) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill(signal);
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children) {
  child.on('exit', (code) => {
    // One half gone (a port in use, a bad configuration) stops the other: nothing runs half-way.
    if (!stopping) {
      process.exitCode = code ?? 1;
      stop('SIGTERM');
    }
  });
}
