import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Workspace packages from their sources, not their dist/ builds (docs/decisions.md 58). */
const conditions = ['@renli/source', ...defaultServerConditions];

export default defineConfig({
  resolve: { conditions },
  ssr: { resolve: { conditions } },
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['specs/**/*.e2e.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One server and one browser per run; its files run one after another (CI runs two shards at
    // once, each with its own server: e2e/run.mjs).
    fileParallelism: false,
  },
});
