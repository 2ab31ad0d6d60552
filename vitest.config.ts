import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { expectShippedFonts } from './visual/fontCheck.ts';

/** Debian's Chromium; test tools cannot download a browser on these machines. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--font-render-hinting=none',
  ],
};

// Larger than the biggest story viewport (1280 wide, pages up to 5400 tall in the visual
// project), so the test iframe is never scaled down.
const contextOptions = {
  reducedMotion: 'reduce',
  viewport: { width: 1320, height: 5500 },
} as const;

const chromium = playwright({ launchOptions, contextOptions });

/** The visual project's Chromium sees no font of the machine but the emoji (visual/fonts.conf). */
const chromiumWithShippedFonts = playwright({
  launchOptions: {
    ...launchOptions,
    env: {
      ...process.env,
      FONTCONFIG_FILE: fileURLToPath(new URL('visual/fonts.conf', import.meta.url)),
    },
  },
  contextOptions,
});

// A fresh object for each project: Vitest names the instances after the project they belong to.
const browser = (provider = chromium) => ({
  enabled: true,
  headless: true,
  provider,
  instances: [{ browser: 'chromium' as const }],
  // Failures are reported as text and, for the visual project, as actual/diff images.
  screenshotFailures: false,
});

// Dependencies Vite would otherwise discover mid-run and reload the test for (toolchain pitfall 3).
const optimizeDeps = {
  include: [
    '@amora/ui > @vanilla-extract/recipes/createRuntimeFn',
    '@amora/tokens > @vanilla-extract/sprinkles/createRuntimeSprinkles',
    '@amora/ui > react-aria-components',
    '@amora/ui > lucide-react',
    '@amora/ui > clsx',
    'react-intl',
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-dev-runtime',
  ],
};

/** Builds the migrated embedded database once per run for every test app on PGlite. */
const pgliteTemplate = 'apps/server/test/support/pgliteTemplate.ts';

export default defineConfig({
  test: {
    // How long Vitest waits for a browser project's Chromium to connect (60 s by default): under
    // a full run's load on two cores the storybook project once took longer, and none of its
    // stories ran.
    browser: { connectTimeout: 300_000 },
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'tokens/src/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'scripts/**/*.test.ts',
            'apps/console/src/**/*.test.ts',
          ],
        },
      },
      // The server's integration suite, once on the embedded database and once on PostgreSQL.
      // Its files share one worker process (isolate: false): each file builds its own apps and
      // databases, and importing the whole server anew for each of the 104 files cost more than
      // their tests (six route files: 248 s isolated, 88 s shared).
      ...(['pglite', 'postgres'] as const).map((database) => ({
        test: {
          name: `server-${database}`,
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          env: { AMORA_TEST_DATABASE: database },
          globalSetup: database === 'pglite' ? [pgliteTemplate] : [],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      // The web app's models (fork/allSettled against a real server on PGlite) and its texts.
      {
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'web',
          environment: 'node',
          include: ['apps/web/src/**/*.test.ts'],
          env: { AMORA_TEST_DATABASE: 'pglite' },
          globalSetup: [pgliteTemplate],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The visitor flows in Chromium against the built web app served by the real server
      // (apps/web/e2e/globalSetup.ts builds and starts both once per run).
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          globalSetup: ['apps/web/e2e/globalSetup.ts'],
          provide: { chromiumLaunchOptions: launchOptions },
          // A poll waits for what the app does after loading a chunk; under a full run's load that
          // takes longer than the default second.
          expect: { poll: { timeout: 15_000 } },
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [storybookTest({ configDir: '.storybook' }), vanillaExtractPlugin()],
        optimizeDeps,
        test: {
          name: 'storybook',
          // One retry absorbs a cold Vite dependency reload under CI load; a real failure fails twice.
          retry: 1,
          // The story files run one after another in one frame, not each in a new one that loads
          // the library again (all 124 files: 304 s here; 12 of them took 97 s isolated, 65 s not).
          isolate: false,
          browser: browser(),
          setupFiles: ['.storybook/vitest.setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        plugins: [react(), vanillaExtractPlugin()],
        optimizeDeps,
        test: {
          name: 'visual',
          retry: 1,
          include: ['visual/*.test.tsx'],
          browser: {
            ...browser(chromiumWithShippedFonts),
            viewport: { width: 1280, height: 800 },
            commands: { expectShippedFonts },
            expect: {
              toMatchScreenshot: {
                // A page still settling (fonts, a dialog's entrance) under a full run's load takes
                // longer than the default 5 s to give two equal pictures in a row.
                timeout: 15_000,
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
              },
            },
          },
          testTimeout: 60_000,
        },
      },
    ],
  },
});
