#!/usr/bin/env node
// The e2e tier: make sure Debian's Chromium (and CJK fonts) exist, build the app, run the specs.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const root = resolve(import.meta.dirname, '..');

function hasCjkFonts() {
  try {
    return execFileSync('fc-list', [':lang=zh'], { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false;
  }
}

if (!existsSync(CHROMIUM) || !hasCjkFonts()) {
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium and fonts-noto-cjk for the e2e tier...');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.error(
      `Chromium (${CHROMIUM}) or CJK fonts are missing. Install them with:\n` +
        '  sudo apt-get update && sudo apt-get install -y chromium fonts-noto-cjk\n' +
        'or point CHROMIUM_PATH at an existing Chromium.',
    );
    process.exit(1);
  }
}

const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: root });
if (build.status !== 0) process.exit(build.status ?? 1);

// `E2E_SHARDS=n` splits the spec files over n runs at once, each with its own server, data and
// browser (support/global-setup.ts), so no spec sees another's data; the browser tier idles on its
// waits much of the time, which is what lets CI's two cores carry two (docs/architecture.md, "Tests").
const shards = Math.max(1, Number(process.env.E2E_SHARDS) || 1);
const vitest = ['vitest', 'run', '--config', 'e2e/vitest.config.ts'];
if (shards === 1) {
  const result = spawnSync('npx', vitest, { stdio: 'inherit', cwd: root });
  process.exit(result.status ?? 1);
}
const statuses = await Promise.all(
  Array.from({ length: shards }, (_, index) => {
    const shard = `${index + 1}/${shards}`;
    const child = spawn('npx', [...vitest, `--shard=${shard}`], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[e2e ${shard}] ${line}`));
    }
    return new Promise((done) => child.on('close', (code) => done(code ?? 1)));
  }),
);
process.exit(statuses.some((status) => status !== 0) ? 1 : 0);
