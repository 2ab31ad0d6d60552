/**
 * The console's build: React with vanilla-extract (the @amora/ui and @amora/tokens sources are
 * compiled here), served by the server from dist/ under /console with the same strict CSP as the
 * member app, so the output holds no inline script or style.
 */
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  base: '/console/',
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsInlineLimit: 0,
    // One bundle (about 180 kB gzipped) for a back office opened a few times a day at a desk.
    chunkSizeWarningLimit: 800,
  },
  server: { proxy: { '/v1': 'http://localhost:8080' } },
});
