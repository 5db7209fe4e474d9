import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The app is served under /scprmall/ (spec section 2, history mode); calls go to /scpr on the server.
const serverPort = Number(process.env.PORT ?? 8080);

export default defineConfig({
  base: '/scprmall/',
  plugins: [react()],
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
  server: {
    // Keys are anchored with the trailing slash: a bare '/scpr' prefix also matches the app's own
    // /scprmall/ pages and modules, which must not go to the server.
    proxy: {
      '^/scpr/': { target: `http://127.0.0.1:${serverPort}`, changeOrigin: true },
      '^/sxnmfw/': { target: `http://127.0.0.1:${serverPort}`, changeOrigin: true },
    },
  },
});
