import { count, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../apps/server/src/db/client.ts';
import {
  approvalEvents,
  approvalInstances,
  approvalTasks,
} from '../../../apps/server/src/modules/approval/schema.ts';
import { percentile, ratio, round } from '../chat-ui/stats.ts';
import type { Action } from './client.ts';
import { TARGET_P99_MS } from './config.ts';

/** Count and latency percentiles of one kind of call, in ms. */
export function latencySummary(values: number[]) {
  return {
    count: values.length,
    p50Ms: round(percentile(values, 50)),
    p95Ms: round(percentile(values, 95)),
    p99Ms: round(percentile(values, 99)),
    maxMs: round(Math.max(...values)),
  };
}

/** Every action's figures with its p99 against the baseline's, and whether each is on target. */
export function actionReport(latencies: Record<Action, number[]>, baselineP99Ms: number) {
  const actions = Object.fromEntries(
    Object.entries(latencies).map(([action, values]) => {
      const summary = latencySummary(values);
      return [
        action,
        {
          ...summary,
          p99RatioToHealthz: ratio(summary.p99Ms, baselineP99Ms),
          targetMet: summary.p99Ms <= TARGET_P99_MS,
        },
      ];
    }),
  ) as Record<
    Action,
    ReturnType<typeof latencySummary> & { p99RatioToHealthz: number | null; targetMet: boolean }
  >;
  return { actions, targetMet: Object.values(actions).every((a) => a.targetMet) };
}

/** The rows of a raw query (node-postgres and PGlite both answer `{ rows }`). */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Rows and on-disk size (table, indexes and TOAST) of the engine's tables. */
export async function tableSizes(db: Database) {
  const rows = async (table: typeof approvalInstances | typeof approvalTasks | typeof approvalEvents) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  const [size] = await queryRows<{ instances: string; tasks: string; events: string }>(
    db,
    sql`select pg_total_relation_size('approval_instances') as instances,
      pg_total_relation_size('approval_tasks') as tasks,
      pg_total_relation_size('approval_events') as events`,
  );
  const mb = (bytes: string | undefined) => round(Number(bytes) / 2 ** 20);
  return {
    rows: {
      instances: await rows(approvalInstances),
      tasks: await rows(approvalTasks),
      events: await rows(approvalEvents),
    },
    sizeMB: { instances: mb(size?.instances), tasks: mb(size?.tasks), events: mb(size?.events) },
  };
}
