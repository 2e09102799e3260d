import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './build/precompress.ts';
import { antdWithoutColorPresets } from './build/antd-lean.ts';
import { antdStaticStyles } from './build/antd-static-styles.ts';
import { featureIndexesWithoutSideEffects } from './build/feature-barrels.ts';
import { firstScreenChunks } from './build/first-screen-chunks.ts';

const webRoot = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(webRoot, '../..');

export default defineConfig({
  root: webRoot,
  publicDir: resolve(webRoot, 'public'),
  plugins: [antdWithoutColorPresets(), antdStaticStyles(repoRoot), featureIndexesWithoutSideEffects(), firstScreenChunks(webRoot), react(), precompress()],
  build: {
    outDir: resolve(repoRoot, 'dist/web'),
    emptyOutDir: true,
    // antd alone is several hundred KB before gzip; routes are split lazily (see app/router.tsx),
    // so only warn for chunks that are clearly out of line.
    chunkSizeWarningLimit: 900,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://localhost:3000', changeOrigin: true },
    },
  },
});
