#!/usr/bin/env node
// `npm test`: every tier of ARCHITECTURE.md section 5, cheapest first, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npm', ['run', 'lint']],
  ['migrations', 'npm', ['run', 'db:check']],
  ['unit', 'npm', ['run', 'test:unit']],
  ['integration', 'npm', ['run', 'test:integration']],
  ['e2e', 'npm', ['run', 'test:e2e']],
];

const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
console.log(`npm test: ${steps.map(([name]) => name).join(' -> ')} on ${database}`);
for (const [name, command, args] of steps) {
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
