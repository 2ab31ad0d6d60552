/**
 * Once per run of the e2e project: the web app and the operator console built with Vite into
 * temporary folders (never their dist/, so the run does not depend on the order of `npm test`'s
 * steps), with the landing page's server render beside the web app, and the real server serving it on a free port of
 * 127.0.0.1, with an embedded PGlite database and the development mailbox. The test files reach it through `inject('e2eBaseUrl')`.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { TestProject } from 'vitest/node';
import { createTestApp } from '../../server/test/helpers';
import { e2eHubOptions, freePort } from './ports';

const webRoot = fileURLToPath(new URL('..', import.meta.url));
const consoleRoot = fileURLToPath(new URL('../../console', import.meta.url));

export default async function setup(project: TestProject) {
  const webDist = await mkdtemp(path.join(tmpdir(), 'amora-e2e-web-'));
  const consoleDist = await mkdtemp(path.join(tmpdir(), 'amora-e2e-console-'));
  const removeBuild = () =>
    Promise.all([
      rm(webDist, { recursive: true, force: true }),
      rm(consoleDist, { recursive: true, force: true }),
    ]);
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const configFile = path.join(webRoot, 'vite.config.ts');
    await build({ root: webRoot, configFile, logLevel: 'error', build: { outDir: webDist } });
    // The landing page's render for the server, as `vite build --ssr` makes it (package.json).
    const ssr = { ssr: 'src/ssr.tsx', outDir: path.join(webDist, '.ssr') };
    await build({ root: webRoot, configFile, logLevel: 'error', build: ssr });
    await build({
      root: consoleRoot,
      configFile: path.join(consoleRoot, 'vite.config.ts'),
      logLevel: 'error',
      build: { outDir: consoleDist },
    });
  } catch (error) {
    await removeBuild();
    throw error;
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = await createTestApp({
    env: { WEB_DIST: webDist, CONSOLE_DIST: consoleDist, PUBLIC_URL: baseUrl },
    hub: e2eHubOptions,
  });
  await server.app.listen({ host: '127.0.0.1', port });
  project.provide('e2eBaseUrl', baseUrl);
  project.provide('e2eWebDist', webDist);

  return async () => {
    await server.close();
    await removeBuild();
  };
}
