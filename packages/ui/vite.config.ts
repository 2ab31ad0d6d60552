/**
 * Library build of @amora/ui: ES modules in dist/, one file per source module, and beside every
 * module that has styles its own CSS file, which that module imports. An app's bundler thus takes
 * a component's styles with the component and nothing else (`sideEffects` in package.json names
 * only those CSS files). dist/ui.css holds all of them in one file for those who link one
 * stylesheet. React, react-intl and all dependencies (react-aria-components, @amora/tokens, …) stay
 * imports. Declarations come from `tsc -p tsconfig.build.json`.
 */
import { dirname, relative } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import pkg from './package.json' with { type: 'json' };

const externals = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });

function isExternal(id: string): boolean {
  return externals.some((name) => id === name || id.startsWith(`${name}/`));
}

/**
 * Compiling a `.css.ts` file that imports `@amora/tokens` makes vanilla-extract import the tokens'
 * own CSS (themes, atoms) as well. That CSS ships in @amora/tokens' tokens.css; here it would be a
 * second copy under other class names, so such an import becomes an empty module that the bundle
 * drops.
 */
function withoutTokensCss(): Plugin {
  const empty = '\0amora:tokens-css-in-tokens-package';
  return {
    name: 'amora:without-tokens-css',
    enforce: 'pre',
    resolveId(source) {
      const normalized = source.replaceAll('\\', '/');
      return normalized.endsWith('.vanilla.css') && normalized.includes('/tokens/src/')
        ? { id: empty, moduleSideEffects: false }
        : null;
    },
    load(id) {
      return id === empty ? '' : null;
    },
  };
}

/**
 * In library mode Vite writes each module's CSS to a file of its own but drops the import from the
 * module, leaving a `/* empty css *\/` comment in its place. This puts the imports back at the top
 * of every module, in the order the source imported them (a style a module builds on comes
 * first), and writes ui.css: every CSS file in the order a bundler puts them for the whole library.
 */
function ownCssImports(): Plugin {
  const importsOf = (chunk: Rolldown.OutputChunk) => [...(chunk.viteMetadata?.importedCss ?? [])];
  return {
    name: 'amora:own-css-imports',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      for (const chunk of chunks) {
        const css = importsOf(chunk);
        if (css.length === 0) continue;
        const from = dirname(chunk.fileName);
        const statements = css.map((file) => {
          const path = relative(from, file).replaceAll('\\', '/');
          return `import ${JSON.stringify(path.startsWith('.') ? path : `./${path}`)};\n`;
        });
        chunk.code = statements.join('') + chunk.code.replace(/\/\* empty css +\*\/\n?/g, '');
      }

      const ordered = new Set<string>();
      const visited = new Set<string>();
      const visit = (chunk: Rolldown.OutputChunk) => {
        if (visited.has(chunk.fileName)) return;
        visited.add(chunk.fileName);
        for (const file of importsOf(chunk)) ordered.add(file);
        for (const imported of chunk.imports) {
          const next = bundle[imported];
          if (next?.type === 'chunk') visit(next);
        }
      };
      for (const chunk of chunks) if (chunk.isEntry) visit(chunk);
      const source = [...ordered]
        .map((file) => {
          const asset = bundle[file];
          return asset?.type === 'asset' ? String(asset.source) : '';
        })
        .join('\n');
      this.emitFile({ type: 'asset', fileName: 'ui.css', source });
    },
  };
}

export default defineConfig({
  base: './',
  plugins: [withoutTokensCss(), vanillaExtractPlugin({ identifiers: 'short' }), ownCssImports()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    minify: false,
    cssCodeSplit: true,
    // Library mode, the JSX runtime (react/jsx-runtime) is external like react itself.
    lib: {
      entry: { index: 'src/index.ts' },
      formats: ['es'],
    },
    rolldownOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        // components/Button/Button.css beside Button.css.js, not Button.css.ts.vanilla.css.
        assetFileNames: ({ names }) =>
          names[0]?.endsWith('.css.ts.vanilla.css')
            ? names[0].replace(/\.css\.ts\.vanilla\.css$/, '.css')
            : '[name][extname]',
      },
    },
  },
});
