#!/usr/bin/env node
// Builds the publishable package into dist/ (docs/decisions.md, decision on the SDK package): one
// self-contained bundle per format, with @renli/contracts' values and socket.io-client inside, so the
// tarball has no runtime dependencies; typings bundled by rolldown-plugin-dts, checked below to
// reference no other package. Run by `npm pack` (prepack) and by the pack-and-install test.
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { dts } from 'rolldown-plugin-dts';

const root = fileURLToPath(new URL('.', import.meta.url));
const dist = join(root, 'dist');
const entries = { index: join(root, 'src/index.ts'), browser: join(root, 'src/browser.ts') };
// ws's optional native speed-ups: required inside try/catch, absent in the bundle on purpose.
const external = ['bufferutil', 'utf-8-validate', /^zod/];
const typings = () =>
  dts({
    tsconfig: join(root, 'tsconfig.build.json'),
    eager: true,
  });

async function bundle({ input, platform, format, file, plugins = [], name }) {
  const build = await rolldown({
    input,
    platform,
    external,
    plugins,
    logLevel: 'warn',
    checks: { pluginTimings: false },
    cwd: root,
  });
  const ext = file.endsWith('.cjs') ? 'cjs' : 'js';
  await build.write({
    dir: dist,
    format,
    name,
    exports: 'named',
    entryFileNames: file,
    chunkFileNames: `chunks/[name]-[hash].${ext}`,
    minify: format === 'iife',
  });
  await build.close();
}

rmSync(dist, { recursive: true, force: true });
// Node: ESM and CommonJS, each with its typings (.d.ts / .d.cts).
await bundle({ input: entries, platform: 'node', format: 'esm', file: '[name].js', plugins: [typings()] });
await bundle({ input: entries, platform: 'node', format: 'cjs', file: '[name].cjs' });
// Browsers: the main entry with socket.io-client's browser build, and a script-tag build of the
// WebSocket-only entry (global `RenliChatSDK`).
await bundle({
  input: { 'index.browser': entries.index },
  platform: 'browser',
  format: 'esm',
  file: '[name].js',
});
await bundle({
  input: entries.browser,
  platform: 'browser',
  format: 'iife',
  name: 'RenliChatSDK',
  file: 'chat-sdk.iife.js',
});

// The typings must stand alone: no import of another package (zod, the contracts, socket.io).
// The CommonJS typings (.d.cts) are the same declarations pointing at the .cjs chunks.
const bad = [];
const walk = (dir) => {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) walk(path);
    else if (entry.name.endsWith('.d.ts')) {
      const text = readFileSync(path, 'utf8');
      for (const [, spec] of text.matchAll(/from\s+['"]([^'"]+)['"]/g))
        if (!spec.startsWith('.')) bad.push(`${path}: ${spec}`);
      writeFileSync(
        path.replace(/\.d\.ts$/, '.d.cts'),
        text.replace(/(from\s+['"]\.[^'"]*)\.js(['"])/g, '$1.cjs$2'),
      );
    }
  }
};
walk(dist);
if (bad.length > 0) {
  console.error(`chat-sdk typings import other packages:\n${bad.join('\n')}`);
  process.exit(1);
}
console.log('chat-sdk: built dist/');
