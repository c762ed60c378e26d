import { availableParallelism } from 'node:os';
import { defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

/** Workspace packages from their sources, not their dist/ builds (docs/decisions.md, SDK package). */
const sourceConditions = ['@renli/source', ...defaultServerConditions];

/**
 * Tiers (docs/architecture.md). `*.test.ts(x)` are unit tests (no I/O beyond memory);
 * `*.int.test.ts` are integration tests against a real database (PGlite, or DATABASE_URL).
 * The e2e tier lives in e2e/ and runs against the built app.
 */
export default defineConfig({
  test: {
    // Vitest leaves a core to its main process by default, which on CI's two cores is one worker
    // and a core mostly idle (docs/architecture.md, "Tests"). `TEST_WORKERS` narrows it: CI's
    // PostgreSQL pass runs on one worker beside the browser tier.
    maxWorkers: Number(process.env.TEST_WORKERS) || availableParallelism(),
    projects: [
      {
        resolve: { conditions: sourceConditions },
        ssr: { resolve: { conditions: sourceConditions } },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/*.abuse.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 30_000,
          // Worker threads start faster than processes; each file still gets its own jsdom.
          pool: 'threads',
        },
      },
      {
        resolve: { conditions: sourceConditions },
        ssr: { resolve: { conditions: sourceConditions } },
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts', 'packages/*/src/**/*.int.test.ts'],
          exclude: ['**/*.isolated.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Each file opens its own database; sharing the worker compiles PGlite once (decision 41).
          isolate: false,
        },
      },
      {
        // Integration files that stand in for another part with vi.mock: a worker shares its modules
        // between files (isolate: false above), so a module another file loaded first would ignore
        // the mock; these get a fresh module graph each.
        resolve: { conditions: sourceConditions },
        ssr: { resolve: { conditions: sourceConditions } },
        test: {
          name: 'integration-isolated',
          include: ['apps/server/src/**/*.isolated.int.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
      {
        // The attacker's tier (docs/security.md, "Abuse suite"): generated from the app's routes.
        test: {
          name: 'abuse',
          include: ['apps/server/src/abuse/**/*.abuse.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 120_000,
          pool: 'forks',
          isolate: false,
        },
      },
    ],
  },
});
