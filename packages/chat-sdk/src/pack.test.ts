/// <reference types="node" />
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The package as an integrator gets it (issue 17): `npm pack` (which builds dist/ through `prepack`),
 * installed into an empty folder outside the repository with `npm install --offline` — the tarball
 * has no dependencies, so nothing is fetched — then used from plain Node (ESM and CommonJS), type-
 * checked by a strict NodeNext project, and bundled by a Vite app.
 */
const sdkDir = resolve('packages/chat-sdk');
const repoBin = (path: string) => resolve('node_modules', path);
let work: string;
let app: string;

const run = (cwd: string, command: string, args: string[]) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'renli-chat-sdk-'));
  run(sdkDir, 'npm', ['pack', '--silent', '--pack-destination', work]);
  const tarball = readdirSync(work).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error('npm pack wrote no tarball');
  app = join(work, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'integrator', private: true }));
  run(app, 'npm', [
    'install',
    '--offline',
    '--no-audit',
    '--no-fund',
    '--ignore-scripts',
    join(work, tarball),
  ]);
}, 120_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed @renli/chat-sdk, installed outside the repository', () => {
  it('ships dist/, the docs and no runtime dependencies', () => {
    const installed = join(app, 'node_modules/@renli/chat-sdk');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(manifest.dependencies ?? {}).toEqual({});
    expect(readdirSync(installed).sort()).toEqual(['CHANGELOG.md', 'README.md', 'dist', 'package.json']);
  });

  it('runs from plain Node, ESM and CommonJS', { timeout: 30_000 }, () => {
    writeFileSync(
      join(app, 'esm.mjs'),
      `import ChatSDK, { TYPES, EVENT } from '@renli/chat-sdk';
import { ChatSDK as Lite } from '@renli/chat-sdk/browser';
const chat = ChatSDK.create({ SDKAppID: 1400000001, url: 'http://127.0.0.1:9' });
console.log(JSON.stringify([typeof Lite.create, TYPES.CONV_C2C, EVENT.MESSAGE_RECEIVED, chat.isReady()]));`,
    );
    writeFileSync(
      join(app, 'cjs.cjs'),
      `const { ChatSDK } = require('@renli/chat-sdk');
const chat = ChatSDK.create({ SDKAppID: 1400000001, url: 'http://127.0.0.1:9' });
console.log(JSON.stringify([typeof require('@renli/chat-sdk/browser').ChatSDK.create, ChatSDK.TYPES.CONV_C2C, ChatSDK.EVENT.MESSAGE_RECEIVED, chat.isReady()]));`,
    );
    const expected = ['function', 'C2C', 'onMessageReceived', false];
    expect(JSON.parse(run(app, process.execPath, ['esm.mjs']))).toEqual(expected);
    expect(JSON.parse(run(app, process.execPath, ['cjs.cjs']))).toEqual(expected);
  });

  it('type-checks in a strict NodeNext project (the typings stand alone)', { timeout: 60_000 }, () => {
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { module: 'nodenext', strict: true, noEmit: true, skipLibCheck: false, types: [] },
        files: ['typed.mts'],
      }),
    );
    writeFileSync(
      join(app, 'typed.mts'),
      `import ChatSDK, { type Message, type FriendApplicationList } from '@renli/chat-sdk';
const chat = ChatSDK.create({ SDKAppID: 1400000001, url: 'http://127.0.0.1:9' });
chat.on(ChatSDK.EVENT.MESSAGE_RECEIVED, (event) => {
  const list: Message[] = event.data;
  console.log(list.length);
});
export async function page(groupID: string): Promise<number> {
  const { data } = await chat.getGroupMemberList({ groupID, count: 30, offset: 0 });
  const next: number = data.offset;
  const applications: FriendApplicationList = (await chat.getFriendApplicationList()).data;
  return next + applications.friendApplicationList.length;
}`,
    );
    run(app, process.execPath, [repoBin('typescript/bin/tsc'), '-p', 'tsconfig.json']);
  });

  it('bundles into a Vite app', { timeout: 60_000 }, async () => {
    writeFileSync(join(app, 'index.html'), '<script type="module" src="./main.js"></script>');
    writeFileSync(
      join(app, 'main.js'),
      `import ChatSDK from '@renli/chat-sdk/browser';
const chat = ChatSDK.create({ SDKAppID: 1400000001, url: location.origin });
chat.on(ChatSDK.EVENT.SDK_READY, () => document.body.append('ready'));`,
    );
    await build({ root: app, configFile: false, logLevel: 'error', build: { outDir: 'out' } });
    const assets = join(app, 'out/assets');
    const code = readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(assets, name), 'utf8'))
      .join('\n');
    // The SDK's event names and its Socket.IO path are in the app's bundle.
    expect(code).toContain('sdkStateReady');
    expect(code).toContain('/socket.io/');
  });
});
