import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { build } from 'esbuild';

const root = resolve(import.meta.dirname, '../..');

/** Global the browser bundle of packages/chat-sdk assigns its exports to. */
export const SDK_GLOBAL = 'RenliChatSDK';

/**
 * packages/chat-sdk bundled from source for the browser, as one classic script that assigns the
 * package's exports to `window.RenliChatSDK` (socket.io-client resolves to its browser build).
 */
export async function bundleChatSdk(): Promise<string> {
  const result = await build({
    entryPoints: [resolve(root, 'packages/chat-sdk/src/index.ts')],
    bundle: true,
    format: 'iife',
    globalName: SDK_GLOBAL,
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
  });
  const [file] = result.outputFiles;
  if (!file) throw new Error('esbuild produced no output for packages/chat-sdk');
  return file.text;
}

export const DEMO_PASSWORD = 'Renli@2026';

/** What the web client sends for a typed password. */
export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

export interface ChatLogin {
  token: string;
  SDKAppID: number;
  userID: string;
  userSig: string;
}

async function envelope<T>(res: Response, what: string): Promise<T> {
  const body = (await res.json()) as { code: number; message?: string; data: T };
  if (!res.ok || body.code !== 200) throw new Error(`${what}: HTTP ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** Logs a (demo) account in over HTTP like the web client and fetches its chat userSig. */
export async function chatLogin(baseURL: string, userLoginCode: string, password = DEMO_PASSWORD) {
  const { access_token: token } = await envelope<{ access_token: string }>(
    await fetch(`${baseURL}/anon/generateToken`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userLoginCode, password: md5(password) }),
    }),
    `login ${userLoginCode}`,
  );
  const sig = await envelope<Omit<ChatLogin, 'token'>>(
    await fetch(`${baseURL}/userSig/getUserSig`, { headers: { access_token: token } }),
    `userSig of ${userLoginCode}`,
  );
  return { token, ...sig } satisfies ChatLogin;
}
