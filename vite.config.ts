import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { answersOf, catalogue } from './api/catalogue';
import { engineSchemas } from './engine/build/vite-plugin';
import { SCREEN_COMPONENT_NAMES } from './screens/names';
import { EFFECT_NAMES } from './src/engine-host/effect-names';

// The app is served under /scprmall/ (spec section 2, history mode); calls go to /scpr on the server.
const serverPort = Number(process.env.PORT ?? 8080);

export default defineConfig({
  base: '/scprmall/',
  // engineSchemas: the build fails on any schema error (same checks as `npm run schemas:check`), serves
  // screen manifests and precompiled validators. The catalogue keys, the hand-written component names and
  // the app's effect names are injected here: engine/ never imports api/, screens/ or src/.
  plugins: [
    react(),
    engineSchemas({ catalogue: { keys: catalogue.map((c) => c.key), answers: answersOf(catalogue) }, components: [...SCREEN_COMPONENT_NAMES], effects: [...EFFECT_NAMES] }),
  ],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    // The chunk graph, read by the bundle bench (tests/bench/bundle.bench.ts).
    manifest: true,
    chunkSizeWarningLimit: 600,
  },
  server: {
    // Keys are anchored with the trailing slash: a bare '/scpr' prefix also matches the app's own
    // /scprmall/ pages and modules, which must not go to the server.
    proxy: {
      '^/scpr/': { target: `http://127.0.0.1:${serverPort}`, changeOrigin: true },
      '^/sxnmfw/': { target: `http://127.0.0.1:${serverPort}`, changeOrigin: true },
      // The sandbox payment provider's cashier (api/server/modules/payment/sandbox) is served by the server.
      '^/sandbox-pay/': { target: `http://127.0.0.1:${serverPort}`, changeOrigin: true },
    },
  },
});
