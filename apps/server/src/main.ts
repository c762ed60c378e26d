import { Redis } from 'ioredis';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { AppDeps } from './core/deps.ts';
import { DomainEvents } from './core/events.ts';
import { MemoryRateLimitStore, RedisRateLimitStore } from './core/http/rate-limit.ts';
import { openDatabase, pgliteDirFor } from './db/client.ts';
import { seedDictsIfEmpty } from './modules/dicts/seed.ts';
import { DevOutbox, LogNotifier, type Notifier, RoutingNotifier, SmtpNotifier } from './notify/notifier.ts';
import { resolveChatSecret } from './secrets.ts';
import { seedDemoIfEmpty } from './seed/demo.ts';

/** config -> database -> migrations -> seed -> http -> listen; SIGINT/SIGTERM close in reverse. */
async function main() {
  const config = loadConfig();
  const database = openDatabase({
    url: config.DATABASE_URL,
    poolMax: config.DATABASE_POOL_MAX,
    pgliteDir: pgliteDirFor(config.dataDir),
  });
  await database.migrate();

  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : null;
  // Codes without SMTP: the dev outbox when asked for (DEV_OUTBOX=1), else the server log; never in
  // production (docs/security.md).
  let local: Notifier | null = null;
  if (config.DEV_OUTBOX) local = new DevOutbox(config.dataDir);
  else if (config.NODE_ENV !== 'production') local = new LogNotifier((line) => app.log.info(line));
  const deps: AppDeps = {
    config,
    db: database.db,
    rateLimits: redis ? new RedisRateLimitStore(redis) : new MemoryRateLimitStore(),
    notifier: new RoutingNotifier(
      config.SMTP_URL ? new SmtpNotifier(config.SMTP_URL, config.SMTP_FROM) : null,
      local,
    ),
    events: new DomainEvents(),
    chatSecret: resolveChatSecret(config),
  };
  const app = await buildApp(deps);

  // Dictionaries are reference data every install needs (cities' insurance rates, regions, channels).
  await seedDictsIfEmpty(database.db);
  const seeded = config.SEED_DEMO ? await seedDemoIfEmpty(database.db) : null;
  if (seeded) {
    app.log.info({ accounts: seeded }, 'demo data seeded');
    const lines = seeded.map((c) => `  ${c.role.padEnd(28)} ${c.loginCode.padEnd(20)} ${c.password}`);
    process.stdout.write(`\nDemo accounts (first start):\n${lines.join('\n')}\n\n`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    await redis?.quit();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`Renli is ready on http://localhost:${config.PORT} (${database.kind})`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
