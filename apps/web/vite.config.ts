import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defineConfig,
  type Plugin,
  type ResolveModulePreloadDependenciesFn,
  type Rolldown,
} from 'vite';

type OutputBundle = Rolldown.OutputBundle;

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

/** Every chunk `fileName` imports statically, directly or not: all loaded before its code runs. */
function staticImports(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk') return seen;
  for (const imported of chunk.imports) {
    if (seen.has(imported)) continue;
    seen.add(imported);
    staticImports(bundle, imported, seen);
  }
  return seen;
}

/**
 * Vite lists, at every lazy import, all the chunks the imported screen needs so the browser fetches
 * them at once. Those the importing chunk or the entry imports statically (React, i18n, the SDK...)
 * are loaded already; listing them again only costs bytes in every chunk with a lazy import — about a
 * kilobyte of the chat route's first download. The plugin keeps the bundle so the filter can see
 * each chunk's static imports.
 */
function trimmedPreloadLists() {
  let bundle: OutputBundle | undefined;
  const plugin: Plugin = {
    name: 'renli:preload-lists',
    apply: 'build',
    enforce: 'pre',
    generateBundle(_options, output) {
      bundle = output;
    },
  };
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (_fileName, deps, { hostId, hostType }) => {
    if (hostType !== 'js' || !bundle) return deps;
    const loaded = staticImports(bundle, hostId);
    // The entry and what it imports ran before anything could import lazily.
    for (const chunk of Object.values(bundle)) {
      if (chunk.type === 'chunk' && chunk.isEntry)
        staticImports(bundle, chunk.fileName, loaded).add(chunk.fileName);
    }
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}

const preloadLists = trimmedPreloadLists();

/**
 * Chunk groups (docs/architecture.md, "Loading"). Left alone, the bundler gives every antd component
 * and hook that two screens share a chunk of its own: a first platform screen fetched some ninety
 * files. antd comes as one chunk (cached after the first screen), its icons as another, so that the
 * landing page and the chat workspace, which use icons but not antd, never download antd. React has
 * its group first: antd's dependency on it must not pull React out of the entry's chunk.
 */
const node = (packages: string) => new RegExp(`node_modules[\\\\/](?:${packages})[\\\\/]`);
const CHUNK_GROUPS = [
  { name: 'react', test: node('react|react-dom|scheduler'), priority: 3 },
  { name: 'icons', test: node('@ant-design[\\\\/]icons(?:-svg)?'), priority: 2 },
  { name: 'antd', test: node('antd|@ant-design|@rc-component|rc-[^\\\\/]+'), priority: 1 },
];

export default defineConfig({
  base: './',
  plugins: [react(), precompress(), preloadLists.plugin],
  // Workspace packages from their TypeScript sources: `@renli/chat-sdk` publishes dist/ builds
  // under its other conditions (docs/decisions.md, the SDK package decision).
  resolve: { conditions: ['@renli/source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
    modulePreload: { resolveDependencies: preloadLists.resolveDependencies },
  },
  server: {
    port: 5173,
    proxy: {
      [API_PATHS]: { target: 'http://localhost:8080', changeOrigin: true, ws: true },
    },
  },
});
