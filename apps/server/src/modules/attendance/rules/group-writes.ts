import { type GroupRule, type GroupSave, type GroupSummary, StaffStatus } from '@renli/contracts';
import { and, eq, gte, ne } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { chinaToday } from '../../../core/china-time.ts';
import { badRequest, conflict } from '../../../core/http/errors.ts';
import { writeAudit } from '../../../core/resources/audit.ts';
import { resourceMessages } from '../../../core/resources/messages.ts';
import type { Database, Tx } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { activeOrgRecordNames } from '../../org/references.ts';
import { staffFacts } from '../../staff/records.ts';
import { managesType } from '../access.ts';
import { attendanceMessages } from '../messages.ts';
import { attendanceGroupRules, attendanceGroups } from '../schema.ts';
import { memberConflict, ruleProblem } from './group-checks.ts';
import {
  type GroupRow,
  groupOf,
  groupSummary,
  type StoredVersion,
  versionAround,
  versionsOf,
} from './groups.ts';
import { rulesMessages as m } from './messages.ts';
import { assertRangeOpen, pastPart, recomputeRange } from './past-days.ts';
import { loadRuleBook } from './rule-book.ts';
import { activeShifts } from './shifts.ts';

// Writing groups and rule versions (docs/product/attendance.md, "Groups, shifts and rules"): a rule
// takes effect from a day; a past day recomputes the days it now covers, a locked month refuses.

const ACTIVE = 1;
const ARCHIVED = 2;
const AUDIT = 'attendanceGroup';
const unique = (ids: readonly number[]) => [...new Set(ids)];

/** The group locked for a write, at the version the caller read, and in use. */
async function lockedGroup(tx: Tx, compId: number, id: number, version: number | undefined) {
  const row = await groupOf(tx, compId, id, true);
  if (row.version !== version) throw conflict(resourceMessages['resource.stale']);
  if (row.status !== ACTIVE) throw badRequest(m['attendance.rules.group.archived']);
  return row;
}

async function assertNameFree(tx: Tx, compId: number, name: string, id: number | undefined) {
  const [taken] = await tx
    .select({ id: attendanceGroups.id })
    .from(attendanceGroups)
    .where(
      and(
        eq(attendanceGroups.compId, compId),
        eq(attendanceGroups.name, name),
        eq(attendanceGroups.status, ACTIVE),
        id === undefined ? undefined : ne(attendanceGroups.id, id),
      ),
    );
  if (taken) throw badRequest(m['attendance.rules.group.nameTaken'], { name });
}

/**
 * The rule's members must be the company's: departments in use, staff records of the company; a
 * person the group did not name before must be active and of a type the caller manages. None may be
 * named by another group on a day the new version covers.
 */
async function checkMembers(
  tx: Tx,
  actor: CompanyActor,
  group: { id: number | null; versions: StoredVersion[] },
  period: { from: string; to: string | null },
  rule: GroupRule,
) {
  const { members } = rule;
  const book = await loadRuleBook(tx, actor.compId);
  for (const deptId of members.deptIds)
    if ((await book.departmentChain(deptId)).length === 0)
      throw badRequest(m['attendance.rules.group.unknownDepartment']);
  const named = new Set(
    group.versions.flatMap((v) => [...v.rule.members.staffIds, ...v.rule.members.excludedStaffIds]),
  );
  const people = [...members.staffIds, ...members.excludedStaffIds];
  const facts = await staffFacts(tx, actor.compId, people);
  for (const staffId of people) {
    const fact = facts.get(staffId);
    const allowed =
      fact &&
      (named.has(staffId) || (fact.status === StaffStatus.ACTIVE && managesType(actor, fact.employeeType)));
    if (!allowed) throw badRequest(attendanceMessages['attendance.staffNotManaged']);
  }
  const taken = memberConflict(book.versions, group.id, period.from, period.to, members);
  if (!taken) return;
  const name =
    taken.kind === 'staff'
      ? facts.get(taken.id)!.staffName
      : ((await activeOrgRecordNames(tx, 'department', [taken.id])).get(taken.id) ?? '');
  throw badRequest(m['attendance.rules.group.memberTaken'], { name, group: taken.groupName });
}

/** The rule with each list of ids once. */
const normalised = (rule: GroupRule): GroupRule => ({
  ...rule,
  members: {
    deptIds: unique(rule.members.deptIds),
    staffIds: unique(rule.members.staffIds),
    excludedStaffIds: unique(rule.members.excludedStaffIds),
  },
  ipRanges: [...new Set(rule.ipRanges.map((range) => range.trim()))],
});

/** Writes the version of `day` (replacing one of the same day). */
async function putVersion(tx: Tx, actor: CompanyActor, groupId: number, day: string, rule: GroupRule) {
  await tx
    .insert(attendanceGroupRules)
    .values({ compId: actor.compId, groupId, effectiveFrom: day, rule, createdBy: actor.userId })
    .onConflictDoUpdate({
      target: [attendanceGroupRules.groupId, attendanceGroupRules.effectiveFrom],
      set: { rule, createdBy: actor.userId, updatedAt: new Date() },
    });
}

async function bumpGroup(tx: Tx, group: GroupRow, set: Partial<GroupRow> = {}) {
  await tx
    .update(attendanceGroups)
    .set({ ...set, version: group.version + 1, updatedAt: new Date() })
    .where(eq(attendanceGroups.id, group.id));
}

/** The rule in effect on `day` before a change, for the audit log. */
const ruleBefore = (versions: StoredVersion[], day: string) =>
  versionAround(versions, day).current?.rule ?? null;

/**
 * Creates a group or renames it, and gives it `rule` from `effectiveFrom` until its next version
 * (docs/product/attendance.md, "Groups, shifts and rules").
 */
export async function saveGroup(db: Database, actor: CompanyActor, body: GroupSave): Promise<GroupSummary> {
  const rule = normalised(body.rule);
  const id = await db.transaction(async (tx) => {
    const existing =
      body.id === undefined ? null : await lockedGroup(tx, actor.compId, body.id, body.version);
    await assertNameFree(tx, actor.compId, body.name, existing?.id);
    const problem = ruleProblem(rule, new Set((await activeShifts(tx, actor.compId)).keys()));
    if (problem) throw badRequest(problem.key, problem.params);
    const versions = existing ? await versionsOf(tx, actor.compId, [existing.id]) : [];
    const nextFrom = versions.find((v) => v.effectiveFrom > body.effectiveFrom)?.effectiveFrom ?? null;
    await checkMembers(
      tx,
      actor,
      { id: existing?.id ?? null, versions },
      { from: body.effectiveFrom, to: nextFrom },
      rule,
    );
    const past = pastPart(body.effectiveFrom, nextFrom);
    await assertRangeOpen(tx, actor.compId, past);
    let groupId: number;
    if (existing) {
      await bumpGroup(tx, existing, { name: body.name });
      groupId = existing.id;
    } else {
      try {
        const [row] = await tx
          .insert(attendanceGroups)
          .values({ compId: actor.compId, name: body.name })
          .returning({ id: attendanceGroups.id });
        groupId = row!.id;
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(resourceMessages['resource.duplicate']);
        throw error;
      }
    }
    await putVersion(tx, actor, groupId, body.effectiveFrom, rule);
    const changes: Record<string, { before: unknown; after: unknown }> = {
      [`rule@${body.effectiveFrom}`]: { before: ruleBefore(versions, body.effectiveFrom), after: rule },
    };
    if (existing?.name !== body.name) changes.name = { before: existing?.name ?? null, after: body.name };
    await writeAudit(tx, actor, AUDIT, [
      { recordId: groupId, action: existing ? 'update' : 'insert', changes },
    ]);
    await recomputeRange(tx, actor.compId, past);
    return groupId;
  });
  return groupSummary(db, actor.compId, id);
}

/** Cancels a version whose day has not come; the one before it goes on. */
export async function cancelVersion(
  db: Database,
  actor: CompanyActor,
  body: { groupId: number; version: number; versionId: number },
): Promise<GroupSummary> {
  await db.transaction(async (tx) => {
    const group = await lockedGroup(tx, actor.compId, body.groupId, body.version);
    const versions = await versionsOf(tx, actor.compId, [group.id]);
    const target = versions.find((v) => v.id === body.versionId);
    if (!target) throw badRequest(m['attendance.rules.group.versionNotFound']);
    if (target.effectiveFrom <= chinaToday()) throw badRequest(m['attendance.rules.group.versionStarted']);
    if (versions.length === 1) throw badRequest(m['attendance.rules.group.onlyVersion']);
    await tx.delete(attendanceGroupRules).where(eq(attendanceGroupRules.id, target.id));
    await bumpGroup(tx, group);
    await writeAudit(tx, actor, AUDIT, [
      {
        recordId: group.id,
        action: 'update',
        changes: { [`rule@${target.effectiveFrom}`]: { before: target.rule, after: null } },
      },
    ]);
  });
  return groupSummary(db, actor.compId, body.groupId);
}

/**
 * Archives a group from a day: a version naming nobody replaces everything from that day on, and the
 * name is free again. Its people fall to the next group that names their department, or to none.
 */
export async function archiveGroup(
  db: Database,
  actor: CompanyActor,
  body: { id: number; version: number; from: string },
): Promise<GroupSummary> {
  await db.transaction(async (tx) => {
    const group = await lockedGroup(tx, actor.compId, body.id, body.version);
    const versions = await versionsOf(tx, actor.compId, [group.id]);
    const base = versionAround(versions, body.from).current ?? versions[0];
    const past = pastPart(body.from, null);
    await assertRangeOpen(tx, actor.compId, past);
    await tx
      .delete(attendanceGroupRules)
      .where(
        and(eq(attendanceGroupRules.groupId, group.id), gte(attendanceGroupRules.effectiveFrom, body.from)),
      );
    if (base) {
      const empty = { ...base.rule, members: { deptIds: [], staffIds: [], excludedStaffIds: [] } };
      await putVersion(tx, actor, group.id, body.from, empty);
    }
    await bumpGroup(tx, group, { status: ARCHIVED });
    await writeAudit(tx, actor, AUDIT, [
      {
        recordId: group.id,
        action: 'transition',
        transition: 'archive',
        changes: {
          status: { before: ACTIVE, after: ARCHIVED },
          archivedFrom: { before: null, after: body.from },
        },
      },
    ]);
    await recomputeRange(tx, actor.compId, past);
  });
  return groupSummary(db, actor.compId, body.id);
}
