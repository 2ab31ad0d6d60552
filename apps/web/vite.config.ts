/**
 * The web app's build: React with vanilla-extract (the @amora/ui and @amora/tokens sources are
 * compiled here), served by the server from dist/ at the site root under a strict CSP, so the
 * output holds no inline script or style.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy next to every text file of the build, once at
 * build time at the highest levels, so the server can send them as they are (@fastify/static's
 * `preCompressed`) instead of compressing each answer or sending the raw bytes. It reads the files
 * as written: before that, chunks still hold placeholders Vite replaces last (its preload list).
 */
const precompressed = (): Plugin => ({
  name: 'amora:precompressed',
  apply: 'build',
  async writeBundle(options, bundle) {
    const outDir = options.dir ?? 'dist';
    const files = Object.keys(bundle).filter((name) => /\.(js|css|html|svg|json)$/.test(name));
    await Promise.all(
      files.map(async (name) => {
        const source = await readFile(join(outDir, name));
        await writeFile(
          join(outDir, `${name}.br`),
          brotliCompressSync(source, {
            params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
          }),
        );
        await writeFile(join(outDir, `${name}.gz`), gzipSync(source, { level: 9 }));
      }),
    );
  },
});

/**
 * The stylesheets of the app's start-up module (main.tsx) and of the screens the server renders
 * (src/ssr.tsx; the login and the registration load with their routes), with every chunk they
 * import, linked from index.html: a page the server renders is styled before the app's script
 * loads. The browser would fetch them with the app anyway.
 */
const serverRenderedModules = [
  '/src/main.tsx',
  '/src/screens/visitor/Login.tsx',
  '/src/screens/registration/Registration.tsx',
];
const startUpStyles = (): Plugin => ({
  name: 'amora:start-up-styles',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(html, { bundle }) {
      if (!bundle) return [];
      const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
      const starts = serverRenderedModules.map((module) => {
        const chunk = chunks.find((item) => item.facadeModuleId?.endsWith(module));
        if (!chunk) throw new Error(`amora:start-up-styles: no chunk for ${module}`);
        return chunk;
      });
      const styles = new Set<string>();
      const seen = new Set<string>();
      const visit = (fileName: string) => {
        if (seen.has(fileName)) return;
        seen.add(fileName);
        const chunk = chunks.find((item) => item.fileName === fileName);
        for (const css of chunk?.viteMetadata?.importedCss ?? []) styles.add(css);
        for (const imported of chunk?.imports ?? []) visit(imported);
      };
      for (const chunk of starts) visit(chunk.fileName);
      return [...styles]
        .filter((href) => !html.includes(`/${href}"`))
        .map((href) => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: true, href: `/${href}` },
          injectTo: 'head' as const,
        }));
    },
  },
});

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? {
        // `vite build --ssr src/ssr.tsx`: the landing's render for the server, every dependency
        // bundled, into dist/.ssr (the server never serves that folder).
        plugins: [react(), vanillaExtractPlugin()],
        ssr: { noExternal: true },
        publicDir: false,
        build: { outDir: 'dist/.ssr', emptyOutDir: true, target: 'node20', assetsInlineLimit: 0 },
      }
    : {
        base: '/',
        plugins: [react(), vanillaExtractPlugin(), startUpStyles(), precompressed()],
        build: {
          outDir: 'dist',
          emptyOutDir: true,
          target: 'es2022',
          // Nothing inlined as a data: URL into scripts or styles; fonts and images stay files.
          assetsInlineLimit: 0,
          // The polyfill would be an inline module script, which the CSP refuses.
          modulePreload: { polyfill: false },
          // dist/.vite/manifest.json: bench/size.mjs walks it for the landing's start-up chunks.
          manifest: true,
        },
        server: {
          // `vite` in development talks to the server of `npm run dev`.
          // Start that server with PUBLIC_URL=http://localhost:5173, so links in mails and the
          // sandbox pages (payment checkout, social sign-in) come back here.
          proxy: {
            '/v1': { target: 'http://localhost:8080', changeOrigin: false, ws: true },
            '/sandbox-pay': 'http://localhost:8080',
            '/sandbox-auth': 'http://localhost:8080',
            '/dev': 'http://localhost:8080',
          },
        },
      },
);
