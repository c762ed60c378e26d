import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppModule } from '../../deps.ts';
import { ok, okSchema } from '../../http/envelope.ts';

const healthSchema = z.object({ status: z.literal('ok'), database: z.string(), uptimeSeconds: z.number() });

export const healthModule: AppModule = async (app, deps) => {
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: {
        tags: ['ops'],
        summary: 'Readiness: answers once the database is reachable',
        response: okSchema(healthSchema),
      },
    },
    async (request) => {
      await deps.db.execute(sql`select 1`);
      return ok(request, {
        status: 'ok' as const,
        database: deps.config.DATABASE_URL ? 'postgres' : 'pglite',
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};
