import { healthEndpoints as api } from '@renli/contracts';
import { sql } from 'drizzle-orm';
import type { AppModule } from '../../core/deps.ts';
import { serve } from '../../core/http/endpoint.ts';

export const healthModule: AppModule = async (app, deps) => {
  serve(app, api.healthz, async () => {
    await deps.db.execute(sql`select 1`);
    return {
      status: 'ok' as const,
      database: deps.config.DATABASE_URL ? 'postgres' : 'pglite',
      uptimeSeconds: Math.round(process.uptime()),
    };
  });
};
