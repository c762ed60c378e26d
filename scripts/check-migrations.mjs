#!/usr/bin/env node
// Fails when the Drizzle schema changed without a committed migration: generates into a scratch
// copy of the migrations folder and checks that drizzle-kit found nothing new to write.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';

const serverDir = resolve(import.meta.dirname, '../apps/server');
const committed = join(serverDir, 'src/db/migrations');
const scratch = mkdtempSync(join(tmpdir(), 'renli-migrations-'));
try {
  cpSync(committed, scratch, { recursive: true });
  const before = readdirSync(scratch).filter((f) => f.endsWith('.sql'));
  // drizzle-kit wants `out` relative to its config, and exits 0 on some failures: read its output.
  const output = execFileSync('npx', ['drizzle-kit', 'generate', '--name', 'pending'], {
    cwd: serverDir,
    env: { ...process.env, DRIZZLE_OUT: relative(serverDir, scratch) },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (!/No schema changes|Your SQL migration file/.test(output)) {
    console.error(`drizzle-kit did not report a result:\n${output}`);
    process.exit(1);
  }
  const added = readdirSync(scratch).filter((f) => f.endsWith('.sql') && !before.includes(f));
  if (added.length > 0) {
    console.error(
      'The database schema changed but no migration was committed.\n' +
        'Run `npm run db:generate -- --name <what-changed>` and commit apps/server/src/db/migrations.',
    );
    process.exit(1);
  }
  console.log(`migrations: up to date (${before.length} committed)`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
