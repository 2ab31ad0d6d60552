/**
 * The web app's build: React with vanilla-extract (the @amora/ui and @amora/tokens sources are
 * compiled here), served by the server from dist/ at the site root under a strict CSP, so the
 * output holds no inline script or style.
 */
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/',
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Nothing inlined as a data: URL into scripts or styles; fonts and images stay files.
    assetsInlineLimit: 0,
    // The polyfill would be an inline module script, which the CSP refuses.
    modulePreload: { polyfill: false },
    // dist/.vite/manifest.json: bench/size.mjs walks it for the landing route's start-up chunks.
    manifest: true,
  },
  server: {
    // `vite` in development talks to the server of `npm run dev`.
    proxy: { '/v1': { target: 'http://localhost:8080', changeOrigin: false, ws: true } },
  },
});
