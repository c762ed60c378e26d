import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

describe('browser bundle', () => {
  it('carries no zod (the SDK imports only plain values from the contracts)', async () => {
    const result = await build({
      // Paths are relative to the repository root, where every test tier runs.
      entryPoints: ['packages/chat-sdk/src/index.ts'],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      minify: true,
      metafile: true,
    });
    const inputs = Object.keys(result.metafile.inputs);
    expect(inputs.some((path) => path.includes('socket.io-client'))).toBe(true);
    expect(inputs.filter((path) => /node_modules\/zod\//.test(path))).toEqual([]);
  });
});
