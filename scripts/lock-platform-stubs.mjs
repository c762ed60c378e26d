#!/usr/bin/env node
// The npm registry reachable here serves only some platform builds of a few packages (Biome's CLI for
// Linux glibc). `npm install` then leaves the other platforms out of package-lock.json and `npm ci`
// refuses the lock. This records those optional, never-installed-here packages with their os/cpu so
// the lock is complete. Run it after `npm install` changes the lock (`npm run lock:fix`).
import { readFileSync, writeFileSync } from 'node:fs';

const lockPath = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(lockPath, 'utf8'));
const platforms = {
  'cli-win32-x64': [['win32'], ['x64'], null],
  'cli-win32-arm64': [['win32'], ['arm64'], null],
  'cli-darwin-x64': [['darwin'], ['x64'], null],
  'cli-darwin-arm64': [['darwin'], ['arm64'], null],
  'cli-linux-x64-musl': [['linux'], ['x64'], ['musl']],
  'cli-linux-arm64-musl': [['linux'], ['arm64'], ['musl']],
  'cli-android-x64': [['android'], ['x64'], null],
  'cli-android-arm64': [['android'], ['arm64'], null],
};

let added = 0;
for (const [key, entry] of Object.entries(lock.packages)) {
  if (!key.endsWith('node_modules/@biomejs/biome')) continue;
  const base = key.slice(0, -'biome'.length);
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const short = name.replace('@biomejs/', '');
    if (lock.packages[base + short] || !platforms[short]) continue;
    const [os, cpu, libc] = platforms[short];
    lock.packages[base + short] = {
      version: range,
      dev: true,
      optional: true,
      license: 'MIT OR Apache-2.0',
      os,
      cpu,
      ...(libc ? { libc } : {}),
    };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`lock: recorded ${added} platform-only optional packages`);
