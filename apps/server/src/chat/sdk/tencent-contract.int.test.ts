import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChatTestServer, startChatServer } from '../testing.ts';

/**
 * Issue 17: packages/chat-sdk/contract/tencent-contract.mjs, written from the Tencent Cloud Chat web
 * SDK's documentation only, runs in its own Node process against this real server through the
 * package's built dist/ (built here first, as `npm pack` would).
 */
const run = promisify(execFile);
const sdkDir = resolve('packages/chat-sdk');
let server: ChatTestServer;

beforeAll(async () => {
  [server] = await Promise.all([startChatServer(), run(process.execPath, ['build.mjs'], { cwd: sdkDir })]);
});
afterAll(async () => {
  await server?.close();
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
