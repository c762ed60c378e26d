import { and, asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client.ts';
import { activeCompanyPeople, companyAdminLogin } from '../org/flow-facts.ts';
import { approveTask, finish } from './engine.ts';
import { bump, logEvent } from './records.ts';
import { remind } from './reminders.ts';
import { approvalInstances, approvalTasks } from './schema.ts';
import { handOver, nodeOf } from './tasks.ts';
import type { ApprovalInstanceRow } from './types.ts';

// Node timeouts (docs/product/approval.md, "Timeouts"): every pending task carries the times its
// node's timeout gives it (`remindAt`, `actAt`, set when it was asked). A periodic sweep reminds
// once and acts once, each instance in its own transaction under its row lock; a row another
// server process holds is skipped (it is that process's to handle), so nothing is done twice.

/** How often the module runs the sweep. */
export const SWEEP_INTERVAL_MS = 60_000;
/** Instances one sweep handles at most; the next sweep takes the rest. */
const SWEEP_BATCH = 100;

const dueAt = (now: Date) =>
  and(
    eq(approvalTasks.state, 'pending'),
    eq(approvalTasks.superseded, false),
    or(
      and(lte(approvalTasks.remindAt, now), isNull(approvalTasks.remindedAt)),
      lte(approvalTasks.actAt, now),
    ),
  );

/** Reminds and acts on every task due at `now`; answers how many instances it handled. */
export async function sweepApprovalTimeouts(db: Database, now: Date): Promise<number> {
  const due = await db
    .selectDistinct({ instanceId: approvalTasks.instanceId })
    .from(approvalTasks)
    .where(dueAt(now))
    .limit(SWEEP_BATCH);
  let handled = 0;
  for (const { instanceId } of due)
    if (await db.transaction((tx) => sweepInstance(tx, instanceId, now))) handled++;
  return handled;
}

/** The running instance, locked, or null when another transaction holds it or it is no longer running. */
async function lockRunning(tx: Tx, instanceId: number) {
  const [row] = await tx
    .select()
    .from(approvalInstances)
    .where(eq(approvalInstances.id, instanceId))
    .for('update', { skipLocked: true });
  return row?.state === 'running' ? row : null;
}

async function sweepInstance(tx: Tx, instanceId: number, now: Date): Promise<boolean> {
  if (!(await lockRunning(tx, instanceId))) return false;
  const tasks = await tx
    .select()
    .from(approvalTasks)
    .where(and(eq(approvalTasks.instanceId, instanceId), dueAt(now)))
    .orderBy(asc(approvalTasks.id));
  for (const task of tasks) {
    // An earlier act may have moved the instance on (or ended it): read both again.
    const [instance] = await tx.select().from(approvalInstances).where(eq(approvalInstances.id, instanceId));
    const [current] = await tx.select().from(approvalTasks).where(eq(approvalTasks.id, task.id));
    if (instance!.state !== 'running' || current!.state !== 'pending') continue;
    if (current!.actAt && current!.actAt <= now) await act(tx, instance!, current!);
    else {
      await remind(tx, instance!, 'timeout', [current!.userId]);
      await tx.update(approvalTasks).set({ remindedAt: now }).where(eq(approvalTasks.id, current!.id));
    }
  }
  return true;
}

/**
 * The node's timeout action, by the system (event `timeout`, no user, the action as its comment):
 * approve or reject the task, or transfer it to `transferTo` (the company admin when that person is
 * no longer active). A transfer back to the same person is not made; the task just stops timing out.
 */
async function act(tx: Tx, instance: ApprovalInstanceRow, task: typeof approvalTasks.$inferSelect) {
  const action = nodeOf(instance, task.nodeId).timeout?.action ?? 'approve';
  const event = { action: 'timeout', userId: null, nodeId: task.nodeId, comment: action };
  if (action === 'approve') {
    await logEvent(tx, instance.id, { ...event, targetUserId: task.userId });
    return approveTask(tx, instance, task, null);
  }
  if (action === 'reject') {
    await logEvent(tx, instance.id, { ...event, targetUserId: task.userId });
    await tx
      .update(approvalTasks)
      .set({ state: 'rejected', actedAt: new Date() })
      .where(eq(approvalTasks.id, task.id));
    return finish(tx, instance, 'rejected');
  }
  const target = await transferTarget(tx, instance, nodeOf(instance, task.nodeId).timeout?.transferTo);
  if (target === task.userId) {
    await tx.update(approvalTasks).set({ actAt: null }).where(eq(approvalTasks.id, task.id));
    return instance;
  }
  await logEvent(tx, instance.id, { ...event, targetUserId: target });
  await handOver(tx, instance, task, target, null);
  return bump(tx, instance);
}

async function transferTarget(tx: Tx, instance: ApprovalInstanceRow, transferTo: number | undefined) {
  if (
    transferTo !== undefined &&
    (await activeCompanyPeople(tx, instance.compId, [transferTo])).has(transferTo)
  )
    return transferTo;
  return companyAdminLogin(tx, instance.compId);
}
