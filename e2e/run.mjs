#!/usr/bin/env node
// The e2e tier: make sure Debian's Chromium (and CJK fonts) exist, build the app, run the specs.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

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

const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('npm', ['run', 'build']);
run('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts']);
