/**
 * A second server on the e2e run's build, with settings and a database of its own, for flows
 * that need another configuration than the run's server.
 */
import { inject } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test/helpers';
import { e2eHubOptions, freePort } from './ports';

/** The run's web app served by a server of its own with `env` on top of the test settings. */
export const startSecondServer = async (
  env: Record<string, string>,
): Promise<{ server: TestApp; url: string }> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = await createTestApp({
    env: { WEB_DIST: inject('e2eWebDist'), PUBLIC_URL: url, ...env },
    hub: e2eHubOptions,
  });
  await server.app.listen({ host: '127.0.0.1', port });
  return { server, url };
};
