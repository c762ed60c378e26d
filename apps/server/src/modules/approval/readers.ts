import { and, eq } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isApprovalAdmin } from './roles.ts';
import { approvalCc, approvalMentions, approvalTasks } from './schema.ts';

/**
 * Who may read an instance (docs/product/approval.md, "Readers"): the initiator, every approver,
 * CC recipient and person @-mentioned in a comment, and the company admin. The instance is already
 * known to be the caller's company.
 */
export async function isReader(
  db: DbOrTx,
  actor: CompanyActor,
  instance: { id: number; initiatorUserId: number; state: string },
): Promise<boolean> {
  if (instance.initiatorUserId === actor.userId) return true;
  if (instance.state === 'draft') return false;
  if (isApprovalAdmin(actor)) return true;
  const [task] = await db
    .select({ id: approvalTasks.id })
    .from(approvalTasks)
    .where(and(eq(approvalTasks.instanceId, instance.id), eq(approvalTasks.userId, actor.userId)))
    .limit(1);
  if (task) return true;
  const [cc] = await db
    .select({ id: approvalCc.id })
    .from(approvalCc)
    .where(and(eq(approvalCc.instanceId, instance.id), eq(approvalCc.userId, actor.userId)))
    .limit(1);
  if (cc) return true;
  const [mention] = await db
    .select({ id: approvalMentions.id })
    .from(approvalMentions)
    .where(and(eq(approvalMentions.instanceId, instance.id), eq(approvalMentions.userId, actor.userId)))
    .limit(1);
  return Boolean(mention);
}
