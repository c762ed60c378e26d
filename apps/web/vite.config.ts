import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The app routes with the URL hash, so the dev server itself only ever serves `/`, Vite internals and
 * source modules. Every other path is an API call (or the chat socket) and goes to the server; a
 * pattern instead of a prefix list means new server endpoints need no change here.
 */
const API_PATHS = '^/(?!$|\\?|@|src/|node_modules/|favicon\\.svg)';

export default defineConfig({
  base: './',
  plugins: [react()],
  // No manual vendor chunks: every screen is lazy (app/lazy-screens.tsx) and the bundler shares what
  // screens have in common, so a route downloads only the antd components it renders.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: {
      [API_PATHS]: { target: 'http://localhost:8080', changeOrigin: true, ws: true },
    },
  },
});
