/**
 * Boots the server: configuration, logger, listening, and a graceful close on SIGTERM/SIGINT
 * (stop accepting, finish the requests in flight, close the database).
 */
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { serverLogging } from './http/logging';

/** A close that hangs (a stuck request) must not keep a stopping container alive forever. */
const closeTimeoutMs = 10_000;

const start = async () => {
  const config = await loadConfig();
  // app.ts adds the redaction of cookies, credentials and secrets in URLs.
  const app = await buildApp(config, serverLogging(config));

  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'closing: finishing requests in flight');
    const forceExit = setTimeout(() => {
      app.log.error('requests still running after 10 s; exiting anyway');
      process.exit(1);
    }, closeTimeoutMs);
    forceExit.unref();
    try {
      await app.close();
      app.log.info('closed');
      process.exitCode = 0;
    } catch (error) {
      app.log.error({ err: error }, 'close failed');
      process.exitCode = 1;
    }
  };
  process.once('SIGTERM', close);
  process.once('SIGINT', close);

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.info(`Amora is running at ${config.publicUrl} (listening on ${config.host}:${port})`);
};

start().catch((error: unknown) => {
  // A configuration mistake is the operator's to fix: one line, no stack trace.
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Amora could not start:', error);
  }
  process.exit(1);
});
