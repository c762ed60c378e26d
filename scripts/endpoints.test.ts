import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import * as contracts from '@renli/contracts';
import { describe, expect, it } from 'vitest';

// "Endpoints declared once" (docs/architecture.md): a declared path is written only in
// packages/contracts, and routes are registered through `serve`, not by hand.
const root = join(import.meta.dirname, '..');

/**
 * Route files that still register endpoints by hand, to be moved onto declarations; the list only
 * shrinks (the test fails when a file leaves it without being taken off, or a new one appears).
 */
const HAND_WRITTEN: string[] = [];

/** `serve` itself, and the kit's generic routes (each resource's contract declares them). */
const FRAMEWORK = ['apps/server/src/core/http/endpoint.ts', 'apps/server/src/core/resources/routes.ts'];

type Declared = { method: string; path: string; tag: string };
const isEndpoint = (value: unknown): value is Declared =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Declared).path === 'string' &&
  typeof (value as Declared).method === 'string' &&
  typeof (value as Declared).tag === 'string';

const declared = Object.values(contracts).flatMap((value) =>
  typeof value === 'object' && value !== null ? Object.values(value).filter(isEndpoint) : [],
);

async function sourcesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|test-|testing\.ts$/.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

const code = async (dirs: string[]) => {
  const files = (await Promise.all(dirs.map(sourcesUnder))).flat();
  return Promise.all(files.map(async (file) => ({ file, text: await readFile(join(root, file), 'utf8') })));
};

describe('endpoints declared once', () => {
  it('writes no declared path outside packages/contracts', async () => {
    expect(declared.length).toBeGreaterThan(0);
    const sources = await code(['apps/server/src', 'apps/web/src', 'packages/chat-sdk/src']);
    const twice = declared.flatMap(({ path }) =>
      sources
        .filter(({ text }) => text.includes(`'${path}'`) || text.includes(`\`${path}\``))
        .map(({ file }) => `${path} in ${file}`),
    );
    expect(twice).toEqual([]);
  });

  it('registers routes through declarations, except the shrinking list of hand-written route files', async () => {
    const sources = await code(['apps/server/src']);
    const byHand = sources
      .filter(
        ({ file, text }) => !FRAMEWORK.includes(file) && /\bapp\.(get|post|put|delete|route)\(/.test(text),
      )
      .map(({ file }) => file)
      .sort();
    expect(byHand).toEqual(HAND_WRITTEN);
  });
});
