import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The app routes with the URL hash, so the dev server itself only ever serves `/`, Vite internals and
 * source modules. Every other path is an API call (or the chat socket) and goes to the server; a
 * pattern instead of a prefix list means new server endpoints need no change here.
 */
const API_PATHS = '^/(?!$|\\?|@|src/|node_modules/|favicon\\.svg)';

const COMPRESSIBLE = /\.(?:js|css|html|svg|json)$/;
/** Below this a compressed copy saves less than the header that announces it. */
const MIN_COMPRESS_BYTES = 1024;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy of every text asset at the strongest settings, once
 * at build time; the server sends them to browsers that accept them (`@fastify/static`'s
 * `preCompressed`) instead of compressing on every request.
 */
function precompress(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'renli:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      const files = Object.values(bundle).filter((file) => COMPRESSIBLE.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const data = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (data.length < MIN_COMPRESS_BYTES) return;
          const path = join(dir, file.fileName);
          await Promise.all([
            br(data, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }).then(
              (out) => writeFile(`${path}.br`, out),
            ),
            gz(data, { level: constants.Z_BEST_COMPRESSION }).then((out) => writeFile(`${path}.gz`, out)),
          ]);
        }),
      );
    },
  };
}

export default defineConfig({
  base: './',
  plugins: [react(), precompress()],
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
