#!/usr/bin/env node
// `npm test`: every tier (docs/architecture.md), cheapest first, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['migrations', 'npm', ['run', 'db:check']],
  ['unit', 'npm', ['run', 'test:unit']],
  // A module written by `npm run new:module` passes its checks and is removed again (docs/modules.md).
  ['scaffold', 'node', ['scripts/scaffold-check.mjs']],
  ['integration', 'npm', ['run', 'test:integration']],
  ['abuse', 'npm', ['run', 'test:abuse']],
  ['e2e', 'npm', ['run', 'test:e2e']],
];

// `--only=integration,abuse,e2e` runs a subset (CI's second database pass skips the tiers that
// never touch a database).
const only = process.argv
  .find((arg) => arg.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const selected = only ? steps.filter(([name]) => only.includes(name)) : steps;
if (only && selected.length !== only.length) {
  console.error(`unknown tier in --only=${only.join(',')}; tiers: ${steps.map(([name]) => name).join(', ')}`);
  process.exit(2);
}

const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
console.log(`npm test: ${selected.map(([name]) => name).join(' -> ')} on ${database}`);
for (const [name, command, args] of selected) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`=== ${name} passed in ${seconds} s ===`);
}
console.log('\nAll test tiers passed.');
