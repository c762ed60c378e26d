import type {
  GroupMemberNames,
  GroupMembers,
  GroupRule,
  GroupSummary,
  RuleVersionRow,
} from '@renli/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { chinaToday } from '../../../core/china-time.ts';
import { notFound } from '../../../core/http/errors.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { findUserProfiles } from '../../auth/profiles.ts';
import { orgFlowFacts } from '../../org/flow-facts.ts';
import { activeOrgRecordNames } from '../../org/references.ts';
import { staffFacts } from '../../staff/records.ts';
import { employmentSpans, spanOn } from '../../staff-archives/spans.ts';
import { attendanceGroupRules, attendanceGroups } from '../schema.ts';
import { rulesMessages as m } from './messages.ts';
import { loadRuleBook, ruleOn } from './rule-book.ts';

// Reading attendance groups and their rule versions (docs/product/attendance.md, "Groups, shifts and
// rules"): a version holds from its day until the group's next version's.

export type GroupRow = typeof attendanceGroups.$inferSelect;
export type StoredVersion = typeof attendanceGroupRules.$inferSelect & { to: string | null };

/** A group of the company, or 404 (another company's looks the same as none). */
export async function groupOf(db: DbOrTx, compId: number, id: number, lock = false): Promise<GroupRow> {
  const query = db
    .select()
    .from(attendanceGroups)
    .where(and(eq(attendanceGroups.compId, compId), eq(attendanceGroups.id, id)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(m['attendance.rules.group.notFound']);
  return row;
}

/** The groups' versions in date order, each with the day its successor starts. */
export async function versionsOf(
  db: DbOrTx,
  compId: number,
  groupIds: readonly number[],
): Promise<StoredVersion[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select()
    .from(attendanceGroupRules)
    .where(and(eq(attendanceGroupRules.compId, compId), inArray(attendanceGroupRules.groupId, [...groupIds])))
    .orderBy(asc(attendanceGroupRules.groupId), asc(attendanceGroupRules.effectiveFrom));
  return rows.map((row, i) => {
    const next = rows[i + 1];
    return { ...row, to: next && next.groupId === row.groupId ? next.effectiveFrom : null };
  });
}

/** The version holding `day`, and the first one after it. */
export function versionAround<V extends { effectiveFrom: string; to: string | null }>(
  versions: V[],
  day: string,
) {
  return {
    current: versions.find((v) => v.effectiveFrom <= day && (v.to === null || day < v.to)) ?? null,
    next: versions.find((v) => v.effectiveFrom > day) ?? null,
  };
}

/** Members by name, from names read once (a missing name: removed, or not the company's). */
function named(members: GroupMembers, depts: Map<number, string>, staff: Map<number, { staffName: string }>) {
  const staffName = (id: number) => ({ id, name: staff.get(id)?.staffName ?? '' });
  return {
    departments: members.deptIds.map((id) => ({ id, name: depts.get(id) ?? '' })),
    staff: members.staffIds.map(staffName),
    excluded: members.excludedStaffIds.map(staffName),
  } satisfies GroupMemberNames;
}

const peopleOf = (members: GroupMembers) => [...members.staffIds, ...members.excludedStaffIds];

/** Names of the departments, people and authors the versions mention, read once. */
async function namesFor(db: DbOrTx, compId: number, versions: readonly StoredVersion[]) {
  const rules = versions.map((v) => v.rule);
  const [depts, staff, authors] = await Promise.all([
    // Stored rules were checked against the company when they were saved.
    activeOrgRecordNames(
      db,
      'department',
      rules.flatMap((r) => r.members.deptIds),
    ),
    staffFacts(
      db,
      compId,
      rules.flatMap((r) => peopleOf(r.members)),
    ),
    findUserProfiles(db, [...new Set(versions.flatMap((v) => (v.createdBy === null ? [] : [v.createdBy])))]),
  ]);
  const authorNames = new Map(authors.map((a) => [a.userId, a.userName]));
  return {
    members: (rule: GroupRule) => named(rule.members, depts, staff),
    author: (id: number | null) => (id === null ? null : (authorNames.get(id) ?? null)),
  };
}

/**
 * The names of the members a rule being edited names, the company's only: an id of another
 * company's department or person comes back without a name, as a removed one does.
 */
export async function memberNames(
  db: DbOrTx,
  compId: number,
  members: GroupMembers,
): Promise<GroupMemberNames> {
  const facts = await orgFlowFacts(db, compId);
  const ours: number[] = [];
  for (const id of members.deptIds) if ((await facts.departmentAncestors(id)).length > 0) ours.push(id);
  const [depts, staff] = await Promise.all([
    activeOrgRecordNames(db, 'department', ours),
    staffFacts(db, compId, peopleOf(members)),
  ]);
  return named(members, depts, staff);
}

/** Versions as the screens show them, in the order given. */
export async function presentVersions(
  db: DbOrTx,
  compId: number,
  versions: readonly StoredVersion[],
  today = chinaToday(),
): Promise<RuleVersionRow[]> {
  const names = await namesFor(db, compId, versions);
  return versions.map((v) => ({
    id: v.id,
    effectiveFrom: v.effectiveFrom,
    effectiveTo: v.to,
    rule: v.rule,
    members: names.members(v.rule),
    createdByName: names.author(v.createdBy),
    createdAt: v.createdAt.toISOString(),
    state: v.effectiveFrom > today ? 'future' : v.to !== null && v.to <= today ? 'past' : 'current',
  }));
}

/** How many people each group holds today, after exclusions and other groups' precedence. */
async function peopleToday(db: DbOrTx, compId: number, today: string): Promise<Map<number, number>> {
  const [book, spans] = await Promise.all([
    loadRuleBook(db, compId),
    employmentSpans(db, compId, today, today),
  ]);
  const counts = new Map<number, number>();
  for (const [staffId, list] of spans) {
    const span = spanOn(list, today);
    if (!span) continue;
    const version = await ruleOn(book, { staffId, deptId: span.deptId }, today);
    if (version) counts.set(version.groupId, (counts.get(version.groupId) ?? 0) + 1);
  }
  return counts;
}

/** The company's groups (or one), each with today's rule, the next version and its people today. */
export async function groupSummaries(
  db: DbOrTx,
  compId: number,
  filter: { includeArchived?: boolean; id?: number },
): Promise<GroupSummary[]> {
  const today = chinaToday();
  const groups = await db
    .select()
    .from(attendanceGroups)
    .where(
      and(
        eq(attendanceGroups.compId, compId),
        filter.id === undefined ? undefined : eq(attendanceGroups.id, filter.id),
        filter.includeArchived || filter.id !== undefined ? undefined : eq(attendanceGroups.status, 1),
      ),
    )
    .orderBy(asc(attendanceGroups.status), asc(attendanceGroups.id));
  const versions = await versionsOf(
    db,
    compId,
    groups.map((g) => g.id),
  );
  const around = new Map(
    groups.map((g) => [
      g.id,
      versionAround(
        versions.filter((v) => v.groupId === g.id),
        today,
      ),
    ]),
  );
  const shown = [...around.values()].flatMap(({ current, next }) =>
    [current, next].filter((v) => v !== null),
  );
  const [presented, people] = await Promise.all([
    presentVersions(db, compId, shown, today),
    peopleToday(db, compId, today),
  ]);
  const byId = new Map(presented.map((v) => [v.id, v]));
  return groups.map((g) => {
    const { current, next } = around.get(g.id)!;
    return {
      id: g.id,
      name: g.name,
      status: g.status,
      version: g.version,
      current: current ? byId.get(current.id)! : null,
      next: next ? byId.get(next.id)! : null,
      peopleCount: people.get(g.id) ?? 0,
    };
  });
}

/** One group's summary (after a write). */
export async function groupSummary(db: DbOrTx, compId: number, id: number): Promise<GroupSummary> {
  const [summary] = await groupSummaries(db, compId, { id });
  if (!summary) throw notFound(m['attendance.rules.group.notFound']);
  return summary;
}

/** A group's versions, newest first. */
export async function groupHistory(db: DbOrTx, compId: number, id: number): Promise<RuleVersionRow[]> {
  await groupOf(db, compId, id);
  const versions = await versionsOf(db, compId, [id]);
  return presentVersions(db, compId, versions.reverse());
}
