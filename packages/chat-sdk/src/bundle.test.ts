import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** Bundles an entry point for browsers and lists the source files that went in. */
async function inputsOf(entry: string): Promise<string[]> {
  const result = await build({
    // Paths are relative to the repository root, where every test tier runs.
    entryPoints: [`packages/chat-sdk/src/${entry}`],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'browser',
    minify: true,
    metafile: true,
  });
  return Object.keys(result.metafile.inputs);
}

describe('browser bundles', () => {
  it('carry no zod (the SDK imports only plain values from the contracts)', async () => {
    for (const entry of ['index.ts', 'browser.ts']) {
      expect((await inputsOf(entry)).filter((path) => /node_modules\/zod\//.test(path))).toEqual([]);
    }
  });

  it('the main entry speaks through socket.io-client, the browser entry without it', async () => {
    expect((await inputsOf('index.ts')).some((path) => path.includes('socket.io-client'))).toBe(true);
    const browser = await inputsOf('browser.ts');
    expect(browser.filter((path) => /socket\.io|engine\.io/.test(path))).toEqual([]);
    expect(browser.some((path) => path.endsWith('lite-transport.ts'))).toBe(true);
  });
});
