/**
 * Library build of @amora/ui: ES modules in dist/ (one file per source module, so an app that
 * imports only Button ships only Button), every component's CSS in dist/ui.css. React, react-intl
 * and all dependencies (react-aria-components, @amora/tokens, …) stay imports. Declarations come
 * from `tsc -p tsconfig.build.json`.
 */
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';
import pkg from './package.json' with { type: 'json' };

const externals = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });

function isExternal(id: string): boolean {
  return externals.some((name) => id === name || id.startsWith(`${name}/`));
}

/**
 * Compiling a `.css.ts` file that imports `@amora/tokens` makes vanilla-extract import the tokens'
 * own CSS (themes, atoms) as well. That CSS ships in @amora/tokens' tokens.css; in ui.css it
 * would be a second copy under other class names, so it is dropped here.
 */
function withoutTokensCss(): Plugin {
  const empty = '\0amora-tokens-css-in-tokens-package.css';
  return {
    name: 'amora:without-tokens-css',
    enforce: 'pre',
    resolveId(source) {
      const normalized = source.replaceAll('\\', '/');
      return normalized.endsWith('.vanilla.css') && normalized.includes('/tokens/src/')
        ? empty
        : null;
    },
    load(id) {
      return id === empty ? '' : null;
    },
  };
}

export default defineConfig({
  base: './',
  plugins: [withoutTokensCss(), vanillaExtractPlugin({ identifiers: 'short' })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    cssCodeSplit: false,
    // Library mode, the JSX runtime (react/jsx-runtime) is external like react itself.
    lib: {
      entry: { index: 'src/index.ts' },
      formats: ['es'],
      cssFileName: 'ui',
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
      },
    },
  },
});
