#!/usr/bin/env node
// The scaffold's proof (`npm test`, tier `scaffold`; docs/modules.md, "Scaffold"): generates a
// throw-away module with `npm run new:module`, checks it the way CI checks any module (types, lint,
// migrations, its own unit, integration and web tests, and the generated tenant-isolation test over
// it), then removes it. The tree is left as it was found, whatever fails or interrupts the run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const NAME = 'scaffold-probe';
const CAMEL = 'scaffoldProbe';
/** Catalog pages the probe may claim: the first one no feature has claimed yet. */
const PATHS = ['/exam/kpmall', '/srm/srmproduct', '/train/studyMall', '/recruit/toolbox', '/oa/schedule'];

const SERVER_DIR = `apps/server/src/modules/${NAME}`;
const WEB_DIR = `apps/web/src/features/${NAME}`;
const CONTRACT = `packages/contracts/src/resources/${NAME}.ts`;
/** The shared files the generator edits: restored byte for byte afterwards. */
const EDITED = [
  'packages/contracts/src/resources/index.ts',
  'apps/server/src/db/schema.ts',
  'apps/server/src/modules/index.ts',
  'apps/web/src/app/features.ts',
  'apps/server/src/db/migrations/meta/_journal.json',
];
const bin = (name) => join(ROOT, 'node_modules/.bin', name);
const at = (path) => join(ROOT, path);

/** The commands running now (server and web type-check side by side), stopped on a signal. */
const running = new Set();
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    interrupted = true;
    for (const child of running) child.kill('SIGTERM');
  });
}

/** Runs one command (echoing its output); answers its exit status and output. */
function run(command, args, options = {}) {
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    running.add(child);
    let output = '';
    const echo = (stream) => (chunk) => {
      output += chunk;
      stream.write(chunk);
    };
    child.stdout.on('data', echo(process.stdout));
    child.stderr.on('data', echo(process.stderr));
    child.on('error', (error) => done({ status: 1, output: String(error) }));
    child.on('close', (status) => {
      running.delete(child);
      done({ status: status ?? 1, output });
    });
  });
}

const gitStatus = () =>
  spawnSync('git', ['status', '--porcelain=v1', '--untracked-files=all'], { cwd: ROOT, encoding: 'utf8' })
    .stdout;
const generator = (...args) => run(process.execPath, [at('scripts/new-module.mjs'), ...args]);
const claimed = (path) =>
  readdirSync(at('apps/web/src/features')).some((feature) => {
    const manifest = at(`apps/web/src/features/${feature}/manifest.tsx`);
    return existsSync(manifest) && readFileSync(manifest, 'utf8').includes(`'${path}'`);
  });

/**
 * Type-checks only what the probe touches: its tests and everything they import (which includes the
 * edited lists), without emitting and without the project references' build state, so the next
 * `npm run typecheck` is as incremental as before. Server and web run side by side.
 */
async function typecheck() {
  const dir = at('node_modules/.cache/scaffold-check');
  mkdirSync(dir, { recursive: true });
  const project = (app, files) => {
    const file = join(dir, `tsconfig.${app}.json`);
    const config = {
      extends: relative(dir, at(`apps/${app}/tsconfig.json`)),
      compilerOptions: {
        noEmit: true,
        composite: false,
        incremental: false,
        declaration: false,
        emitDeclarationOnly: false,
      },
      include: [],
      files: files.map((f) => relative(dir, at(f))),
      references: [],
    };
    writeFileSync(file, JSON.stringify(config));
    return file;
  };
  const server = project('server', [`${SERVER_DIR}/${NAME}.int.test.ts`, `${SERVER_DIR}/policy.test.ts`]);
  const web = project('web', [`${WEB_DIR}/ScaffoldProbePage.test.tsx`]);
  const results = await Promise.all([run(bin('tsc'), ['-p', server]), run(bin('tsc'), ['-p', web])]);
  return { status: results.some((r) => r.status !== 0) ? 1 : 0 };
}

const steps = [
  ['typecheck', typecheck],
  [
    'lint',
    async () => {
      const biome = await run(bin('biome'), ['check', SERVER_DIR, WEB_DIR, CONTRACT, ...EDITED.slice(0, 4)]);
      if (biome.status !== 0) return biome;
      const config = ['--config', '.dependency-cruiser.cjs'];
      const known = ['--ignore-known', '.dependency-cruiser-known-violations.json'];
      return run(bin('depcruise'), [SERVER_DIR, WEB_DIR, ...config, ...known, '--output-type', 'err']);
    },
  ],
  ['migrations', () => run(process.execPath, [at('scripts/check-migrations.mjs')])],
  [
    'tests',
    async () => {
      const isolation = 'apps/server/src/core/resources/tenant-isolation.int.test.ts';
      const projects = ['unit', 'integration', 'web'].flatMap((p) => ['--project', p]);
      const result = await run(bin('vitest'), [
        'run',
        ...projects,
        `${SERVER_DIR}/`,
        `${WEB_DIR}/`,
        isolation,
      ]);
      // The isolation test lists what it covered: the probe must be among them.
      if (result.status === 0 && !result.output.includes(`company  ${CAMEL} (`)) {
        console.error(`\nthe tenant-isolation test did not cover ${CAMEL}`);
        return { status: 1 };
      }
      return result;
    },
  ],
];

async function main() {
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  if (existsSync(at(SERVER_DIR)) || existsSync(at(WEB_DIR)) || existsSync(at(CONTRACT))) {
    console.log(`scaffold: removing a previous run's ${NAME}`);
    await generator('--remove', NAME);
  }
  const before = gitStatus();
  const saved = new Map(EDITED.map((file) => [file, readFileSync(at(file))]));
  const path = PATHS.find((candidate) => !claimed(candidate));
  if (!path) throw new Error(`every probe path is claimed (${PATHS.join(', ')}): add a free catalog path`);

  let failed = null;
  try {
    console.log(`scaffold: npm run new:module -- ${NAME} --path ${path}`);
    const generated = await generator(NAME, '--path', path);
    if (generated.status !== 0) failed = 'new:module';
    for (const [name, step] of failed ? [] : steps) {
      if (interrupted) break;
      console.log(`\n--- scaffold: ${name} (${seconds()} s) ---`);
      if ((await step()).status !== 0) {
        failed = name;
        break;
      }
    }
  } finally {
    console.log(`\n--- scaffold: removing ${NAME} ---`);
    await generator('--remove', NAME);
    // The generator's own removal should leave nothing; whatever it missed is put back here.
    for (const [file, content] of saved) {
      if (!readFileSync(at(file)).equals(content)) writeFileSync(at(file), content);
    }
    rmSync(at('node_modules/.cache/scaffold-check'), { recursive: true, force: true });
  }
  const after = gitStatus();
  if (after !== before) {
    console.error(`scaffold: the tree changed:\nbefore:\n${before}\nafter:\n${after}`);
    process.exit(1);
  }
  if (interrupted) {
    console.error('scaffold: interrupted; the probe was removed');
    process.exit(130);
  }
  if (failed) {
    console.error(
      `scaffold: ${failed} failed for the generated module (${seconds()} s); the probe was removed`,
    );
    process.exit(1);
  }
  console.log(
    `scaffold: a generated module passed typecheck, lint, migrations and its tests (${seconds()} s)`,
  );
}

await main();
