/**
 * What the e2e project hands its test files: the server's address (globalSetup.ts) and the
 * Chromium launch options the browser projects use too (vitest.config.ts).
 */
import type { LaunchOptions } from 'playwright';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The built web app and the real server on 127.0.0.1, e.g. http://127.0.0.1:41234. */
    e2eBaseUrl: string;
    /** The folder of that build, for a test that serves it from a server of its own settings. */
    e2eWebDist: string;
    chromiumLaunchOptions: Pick<LaunchOptions, 'executablePath' | 'args'>;
  }
}
