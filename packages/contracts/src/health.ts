import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';

export const healthSchema = z.object({
  status: z.literal('ok'),
  database: z.string(),
  uptimeSeconds: z.number(),
});

export const healthEndpoints = defineEndpoints('ops', {
  healthz: {
    method: 'GET',
    path: '/healthz',
    access: 'public',
    summary: 'Readiness: answers once the database is reachable',
    data: healthSchema,
  },
});
