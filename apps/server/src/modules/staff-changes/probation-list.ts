import type { ProbationRow } from '@renli/contracts';
import { StaffChangeKind, StaffChangeStatus, staffChangeResource, stageOf } from '@renli/contracts';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { ResourceActor } from '../../core/actor.ts';
import { chinaToday } from '../../core/china-time.ts';
import type { PageOf } from '../../core/paging.ts';
import type { DbOrTx } from '../../db/client.ts';
import { openApprovalsOf } from '../approval/record-approvals.ts';
import { probationEmployments } from '../staff-archives/probation.ts';
import { typesOf } from './counts.ts';
import { isOpen } from './rules.ts';
import { staffChanges } from './schema.ts';

/** 待转正: the employments on probation the caller manages, each with its open 转正 if one was asked for. */
export async function probationPage(
  db: DbOrTx,
  actor: ResourceActor,
  query: { pageNum: number; pageSize: number; employeeType?: number | undefined },
): Promise<PageOf<ProbationRow>> {
  const today = chinaToday();
  const page = await probationEmployments(db, actor.compId, {
    ...query,
    types: typesOf(actor, query.employeeType),
    today,
  });
  const ids = page.list.map((row) => row.staffId);
  const changes = ids.length
    ? await db
        .select({
          id: staffChanges.id,
          staffId: staffChanges.staffId,
          status: staffChanges.status,
          effectiveFrom: staffChanges.effectiveFrom,
        })
        .from(staffChanges)
        .where(
          and(
            eq(staffChanges.compId, actor.compId),
            eq(staffChanges.kind, StaffChangeKind.REGULARIZE),
            inArray(staffChanges.staffId, ids),
            ne(staffChanges.status, StaffChangeStatus.CANCELLED),
          ),
        )
    : [];
  const open = new Map(
    changes.filter((c) => isOpen(c.status, c.effectiveFrom, today)).map((c) => [c.staffId, c] as const),
  );
  const approvals = await openApprovalsOf(
    db,
    actor.compId,
    staffChangeResource.name,
    [...open.values()].map((c) => c.id),
  );
  return {
    ...page,
    list: page.list.map((row) => {
      const change = open.get(row.staffId);
      return {
        ...row,
        change: change
          ? {
              id: change.id,
              stage: stageOf(change.status, change.effectiveFrom, today),
              effectiveFrom: change.effectiveFrom,
              approvalId: approvals.get(change.id) ?? null,
            }
          : null,
      };
    }),
  };
}
