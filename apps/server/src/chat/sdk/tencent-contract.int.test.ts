import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserByLoginCode } from '../../modules/auth/login-codes.ts';
import { seedDemoIfEmpty } from '../../seed/demo.ts';
import { DEMO_PASSWORD } from '../../seed/demo-data.ts';
import { type ChatTestServer, startChatServer } from '../testing.ts';
import { sdkClient, text } from './helpers.ts';

/**
 * Issue 17: the package's built dist/ (built once here, as `npm pack` would) against this real
 * server: packages/chat-sdk/contract/tencent-contract.mjs, written from the Tencent Cloud Chat web
 * SDK's documentation only, and the README's quick start, pasted into an empty folder that installed
 * the packed tarball, logging in with the demo data as an integrator would.
 */
const run = promisify(execFile);
const sdkDir = resolve('packages/chat-sdk');
let server: ChatTestServer;
let work: string;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'renli-quick-start-'));
  [server] = await Promise.all([
    // The demo data seeds only an empty database: before any test adds its users.
    startChatServer().then(async (started) => {
      await seedDemoIfEmpty(started.deps.db);
      return started;
    }),
    run(process.execPath, ['build.mjs'], { cwd: sdkDir }),
  ]);
});
afterAll(async () => {
  await server?.close();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the Tencent contract script', () => {
  it('passes against a real server through the built package', async () => {
    const users = await Promise.all(['Alice', 'Bob', 'Carol'].map((name) => server.createUser(name)));
    const { stdout } = await run(process.execPath, ['contract/tencent-contract.mjs'], {
      cwd: sdkDir,
      env: {
        ...process.env,
        CONTRACT_URL: server.url,
        CONTRACT_SDKAPPID: String(server.sdkAppID),
        CONTRACT_USERS: JSON.stringify(users.map(({ userID, userSig }) => ({ userID, userSig }))),
      },
    }).catch((error: { stdout?: string; stderr?: string; message: string }) => {
      throw new Error(`contract failed:\n${error.stdout ?? ''}\n${error.stderr ?? error.message}`);
    });
    expect(stdout).toMatch(/# all \d+ passed/);
  });
});

/**
 * The first ```js block of the README's "Quick start" section, verbatim, and the variables its first
 * ```sh block sets (quotes removed).
 */
function readmeQuickStart() {
  const readme = readFileSync(join(sdkDir, 'README.md'), 'utf8');
  const section = readme.split('\n## Quick start\n')[1]?.split('\n## ')[0] ?? '';
  const block = (lang: string) => new RegExp(`\`\`\`${lang}\\n([\\s\\S]*?)\`\`\``).exec(section)?.[1];
  const script = block('js');
  const command = block('sh');
  if (!script || !command) throw new Error('README.md: no js and sh blocks under "## Quick start"');
  const env = Object.fromEntries(
    [...command.matchAll(/\b([A-Z_]+)=('[^']*'|\S+)/g)].map(([, name, value = '']) => [
      name,
      value.replace(/^'(.*)'$/, '$1'),
    ]),
  );
  return { script, env };
}

/** A child process whose stdout can be awaited until it matches a pattern. */
function start(cwd: string, args: string[], env: Record<string, string>) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  const changed = new Set<() => void>();
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
    for (const listener of changed) listener();
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const exit = new Promise<number | null>((done) => child.on('close', done));
  const report = () => `stdout:\n${stdout}\nstderr:\n${stderr}`;
  return {
    exit,
    stdout: () => stdout,
    /** Resolves when stdout matches; rejects with the output if the process ends first. */
    output(pattern: RegExp) {
      return new Promise<void>((done, fail) => {
        const check = () => {
          if (!pattern.test(stdout)) return;
          changed.delete(check);
          done();
        };
        changed.add(check);
        check();
        void exit.then((code) => fail(new Error(`exited ${code} before ${pattern}\n${report()}`)));
      });
    },
    report,
    kill: () => child.kill(),
  };
}

describe("the README's quick start", () => {
  it('logs in, sends and receives, pasted into an empty folder with the packed tarball', async () => {
    await run('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', work], { cwd: sdkDir });
    const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
    if (!tarball) throw new Error('npm pack wrote no tarball');
    const app = join(work, 'app');
    mkdirSync(app);
    await run('npm', ['init', '-y'], { cwd: app });
    await run('npm', ['install', '--offline', '--no-audit', '--no-fund', join(work, tarball)], { cwd: app });
    const { script, env: readmeEnv } = readmeQuickStart();
    writeFileSync(join(app, 'quick-start.mjs'), script);

    // The README's command as printed, on the demo data of a fresh database; only the port differs.
    expect(Object.keys(readmeEnv).sort()).toEqual([
      'RENLI_LOGIN',
      'RENLI_PASSWORD',
      'RENLI_PEER',
      'RENLI_URL',
    ]);
    const env = { ...readmeEnv, RENLI_URL: server.url };
    const [me, other] = await Promise.all(
      [env.RENLI_LOGIN, '13700000012'].map((code) => findUserByLoginCode(server.deps.db, code ?? '')),
    );
    if (!me || !other) throw new Error(`no demo staff ${env.RENLI_LOGIN} or 13700000012 (the README's peer)`);
    expect(env.RENLI_PASSWORD).toBe(DEMO_PASSWORD);
    const peerID = String(other.id);
    expect(env.RENLI_PEER).toBe(peerID);
    const peer = await sdkClient(server, { userID: peerID, userSig: server.sign(peerID) });
    const quickStart = start(app, ['quick-start.mjs'], { PATH: process.env.PATH ?? '', ...env });
    try {
      await quickStart.output(/^waiting for a reply/m);
      await peer.waitFor(() => peer.received().length > 0, "the quick start's message");
      expect(peer.received().map((m) => [m.from, m.payload.text])).toEqual([[String(me.id), 'Hello 👋']]);
      await text(peer.chat, String(me.id), 'Hi, got it');
      const code = await quickStart.exit;
      expect(code, quickStart.report()).toBe(0);
      expect(quickStart.stdout()).toMatch(/^sent \S+ success$/m);
      expect(quickStart.stdout()).toMatch(new RegExp(`^received from ${peerID}: Hi, got it$`, 'm'));
    } finally {
      quickStart.kill();
      await peer.chat.destroy();
    }
  });
});
