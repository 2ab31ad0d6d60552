/**
 * Library build of @amora/tokens: ES modules in dist/ (one file per source module, so consumers
 * tree-shake), all CSS (themes, reset, atoms, Nunito faces) in dist/tokens.css with the font files
 * beside it. Declarations come from `tsc -p tsconfig.build.json`; plain values from
 * `scripts/write-json.mjs`.
 */
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };

const dependencies = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });

/** A dependency's JavaScript stays an import; its CSS (the font faces) is bundled into tokens.css. */
function isExternal(id: string): boolean {
  if (id.endsWith('.css')) return false;
  return dependencies.some((name) => id === name || id.startsWith(`${name}/`));
}

export default defineConfig({
  // Relative URLs, so the font files are found next to tokens.css wherever it is served from.
  base: './',
  plugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    cssCodeSplit: false,
    // Font files stay files beside tokens.css instead of base64 inside it. (This is why the
    // build is not in `build.lib` mode, which always inlines assets.)
    assetsInlineLimit: 0,
    rolldownOptions: {
      input: {
        index: 'src/index.ts',
        values: 'src/values.ts',
        fonts: 'src/fonts.ts',
        global: 'src/global.css.ts',
      },
      external: isExternal,
      preserveEntrySignatures: 'strict',
      output: {
        format: 'es',
        preserveModules: true,
        preserveModulesRoot: 'src',
        // `global.css.ts` is published as `global.js`, like the other vanilla-extract modules.
        entryFileNames: (chunk) => `${chunk.name.replace(/\.css$/, '')}.js`,
        assetFileNames: (asset) =>
          asset.names.some((name) => name.endsWith('.css'))
            ? 'tokens.css'
            : 'fonts/[name][extname]',
      },
    },
  },
});
