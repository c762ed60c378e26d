import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Envelope } from '@renli/contracts';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BuildAppOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { AppDeps } from '../core/deps.ts';
import { DomainEvents } from '../core/events.ts';
import { MemoryRateLimitStore } from '../core/http/rate-limit.ts';
import { DevOutbox, RoutingNotifier } from '../notify/notifier.ts';
import { openTestDatabase } from './database.ts';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  deps: AppDeps;
  outbox: DevOutbox;
  dataDir: string;
  /** Injects a request and parses the envelope. */
  call<T = unknown>(
    options: InjectOptions,
  ): Promise<{ status: number; body: Envelope<T>; raw: LightMyRequestResponse }>;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildAppOptions, 'modules'> = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'renli-test-'));
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // Every test registers its accounts from one address; the limit has its own test.
    VERIFY_CODE_MAX_PER_ADDRESS: '100000',
    ...env,
  });
  const database = await openTestDatabase();
  const outbox = new DevOutbox(dataDir);
  const deps: AppDeps = {
    config,
    db: database.db,
    rateLimits: new MemoryRateLimitStore(),
    notifier: new RoutingNotifier(null, outbox),
    events: new DomainEvents(),
    chatSecret: 'test-chat-secret-0123456789abcdef',
  };
  const app = await buildApp(deps, { ...options, logger: false, serveWeb: false });
  await app.ready();
  return {
    app,
    deps,
    outbox,
    dataDir,
    async call<T>(options: InjectOptions) {
      const raw = await app.inject(options);
      // A file (an export, an import template) has no envelope: its status stands in for one.
      const json = String(raw.headers['content-type'] ?? '').includes('json');
      const body = json ? raw.json() : { code: raw.statusCode, message: '', data: null };
      return { status: raw.statusCode, body: body as Envelope<T>, raw };
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
