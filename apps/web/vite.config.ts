import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The app routes with the URL hash, so the dev server itself only ever serves `/`, Vite internals and
 * source modules. Every other path is an API call (or the chat socket) and goes to the server; a
 * pattern instead of a prefix list means new server endpoints need no change here.
 */
const API_PATHS = '^/(?!$|\\?|@|src/|node_modules/|favicon\\.svg)';

/** Splits the heavy, rarely changing vendors out so an app change does not re-download them. */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(antd|@ant-design|@rc-component|rc-[\w-]+)\//.test(id)) return 'antd';
  if (/node_modules\/(react|react-dom|react-router|scheduler)\//.test(id)) return 'react';
  return 'vendor';
}

export default defineConfig({
  base: './',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd is one chunk on purpose (see vendorChunk); its size is expected.
    chunkSizeWarningLimit: 1600,
    rollupOptions: { output: { manualChunks: vendorChunk } },
  },
  server: {
    port: 5173,
    proxy: {
      [API_PATHS]: { target: 'http://localhost:8080', changeOrigin: true, ws: true },
    },
  },
});
