import type { ResolvedFlow } from '@renli/contracts';
import { sql } from 'drizzle-orm';
import { chinaDateTime, chinaDayStart } from '../../../apps/server/src/core/china-time.ts';
import type { Database } from '../../../apps/server/src/db/client.ts';
import type { ResolvedApprover } from '../../../apps/server/src/modules/approval/progress.ts';

export interface HistoryInput {
  compId: number;
  templateId: number;
  versionId: number;
  /** The bench flow as the server resolved it for the bench's initiator (the preview's answer). */
  flow: ResolvedFlow;
  /** Who started them: the demo staff, round-robin. */
  initiators: { userId: number; deptId: number | null; name: string }[];
  count: number;
}

/** Instances per China day: the serial numbers SP<day>-0001... stay within four digits. */
const PER_DAY = 150;
/** Instances still running are those of the last two weeks: older ones have long been decided. */
const RUNNING_DAYS = 14;

/**
 * `count` instances of the bench template as the engine would have left them, in a few set-based
 * statements: PER_DAY a China day on the days before today (so today's serial numbers are the timed
 * run's); 60 % approved, 25 % rejected (at node 1–5), 5 % withdrawn, and the last 10 % running (at
 * node 1–5) in the last RUNNING_DAYS days, approved or rejected before; with their tasks (或签: one
 * approved, the other cancelled) and their timeline events.
 */
export async function seedHistory(db: Database, input: HistoryInput) {
  const nodes = input.flow.nodes.filter((n): n is ResolvedApprover => n.type === 'approver');
  const nodeIds = nodes.map((n) => n.id).join(',');
  const today = chinaDayStart(chinaDateTime(new Date()).slice(0, 10)).toISOString();
  const list = (values: (number | string | null)[]) => values.map((v) => v ?? '').join(',');
  const who = {
    ids: list(input.initiators.map((i) => i.userId)),
    depts: list(input.initiators.map((i) => i.deptId)),
    names: list(input.initiators.map((i) => i.name)),
  };
  await db.execute(sql`
    with h as (
      select n, n / ${PER_DAY} as day, n % ${PER_DAY} + 1 as seq,
        case when n % 20 < 12 then 'approved' when n % 20 < 17 then 'rejected'
             when n % 20 = 17 then 'withdrawn' when n / ${PER_DAY} < ${RUNNING_DAYS} then 'running'
             when n % 20 = 18 then 'approved' else 'rejected' end as state,
        1 + n % ${input.initiators.length} as who
      from generate_series(0, ${input.count - 1}) n
    ), s as (
      select h.*,
        case state when 'approved' then ${nodes.length} when 'withdrawn' then 0
             else (n / 20) % ${nodes.length} end as done,
        ${today}::timestamptz - (day + 1) * interval '1 day' as day_start,
        string_to_array(${nodeIds}, ',') as node_ids
      from h
    ), t as (
      select s.*, day_start + interval '9 hours' + seq * interval '1 minute' as submitted
      from s
    )
    insert into approval_instances (comp_id, template_id, version_id, type, serial_no, title,
      initiator_user_id, initiator_dept_id, form_values, chosen, resolved_flow, state, position,
      version, submitted_at, finished_at, created_at, updated_at)
    select ${input.compId}, ${input.templateId}, ${input.versionId}, 'general',
      'SP' || to_char((day_start at time zone 'UTC') + interval '8 hours', 'YYYYMMDD') || '-' || lpad(seq::text, 4, '0'),
      (string_to_array(${who.names}, ','))[who] || '的压测报销',
      (string_to_array(${who.ids}, ','))[who]::int,
      nullif((string_to_array(${who.depts}, ','))[who], '')::int,
      jsonb_build_object('amount', ((n % 100000) / 100.0)::numeric(12, 2)::text, 'reason', '差旅报销 ' || n),
      '{}'::jsonb, ${JSON.stringify(input.flow)}::jsonb, state,
      jsonb_build_object('done', to_jsonb(node_ids[1:done]),
        'active', case when state = 'running' then jsonb_build_array(node_ids[done + 1]) else '[]'::jsonb end),
      2 + done, submitted,
      case when state = 'running' then null else submitted + (done + 1) * interval '1 hour' end,
      submitted,
      case when state = 'running' then submitted + done * interval '1 hour'
           else submitted + (done + 1) * interval '1 hour' end
    from t`);

  // One row per task the engine creates: every person of every node up to the one it stopped at.
  const tasks = nodes.flatMap((node, step) =>
    node.userIds.map(
      (userId, ordinal) =>
        sql`(${step + 1}::int, ${node.id}::text, ${userId}::int, ${ordinal}::smallint, ${node.mode === 'any' && ordinal > 0}::boolean)`,
    ),
  );
  await db.execute(sql`
    insert into approval_tasks (instance_id, node_id, user_id, state, ordinal, acted_at, comment, created_at)
    select i.id, t.node_id, t.user_id, x.state, t.ordinal,
      case when x.state = 'pending' then null else i.submitted_at + t.step * interval '1 hour' end,
      case x.state when 'approved' then '同意' when 'rejected' then '不同意' end,
      i.submitted_at + (t.step - 1) * interval '1 hour'
    from approval_instances i
    cross join lateral (select jsonb_array_length(i.position -> 'done') as done) d
    join (values ${sql.join(tasks, sql`, `)}) t(step, node_id, user_id, ordinal, alternate)
      on t.step <= d.done + case when i.state = 'approved' then 0 else 1 end
    cross join lateral (select case
      when t.step <= d.done then case when t.alternate then 'cancelled' else 'approved' end
      when i.state = 'running' then 'pending'
      when i.state = 'rejected' and t.ordinal = 0 then 'rejected'
      else 'cancelled' end as state) x
    where i.comp_id = ${input.compId} and i.template_id = ${input.templateId}`);

  await db.execute(sql`
    insert into approval_events (instance_id, at, user_id, action, node_id, comment)
    select i.id, i.submitted_at, i.initiator_user_id, 'submit', null, null
    from approval_instances i
    where i.comp_id = ${input.compId} and i.template_id = ${input.templateId}
    union all
    select t.instance_id, t.acted_at, t.user_id,
      case t.state when 'approved' then 'approve' else 'reject' end, t.node_id, t.comment
    from approval_tasks t join approval_instances i on i.id = t.instance_id
    where i.comp_id = ${input.compId} and i.template_id = ${input.templateId}
      and t.state in ('approved', 'rejected')
    union all
    select i.id, i.finished_at, case when i.state = 'withdrawn' then i.initiator_user_id end,
      case when i.state = 'withdrawn' then 'withdraw' else 'finish' end, null,
      case when i.state = 'approved' then 'approved' end
    from approval_instances i
    where i.comp_id = ${input.compId} and i.template_id = ${input.templateId}
      and i.state in ('approved', 'withdrawn')`);
  // Fresh statistics, as autovacuum would have gathered them on tables that grew this way.
  await db.execute(sql`analyze approval_instances, approval_tasks, approval_events`);
}
