import {
  type ArchiveInfo,
  EmploymentStatus,
  highestEducation,
  type JobChangeKind,
  type JobFacts,
} from '@renli/contracts';
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { leaveCompanyGroups } from '../../chat/company-groups.ts';
import { addDays } from '../../core/china-time.ts';
import { badRequest } from '../../core/http/errors.ts';
import type { Database, Tx } from '../../db/client.ts';
import { endStaffMembership, setStaffJob } from '../staff/job.ts';
import { employmentMessages as m } from './messages.ts';
import { staffArchives, staffJobVersions } from './schema.ts';

// An employment's effective-dated job facts (docs/product/staff.md, "Employment and its history").
// Entry, 转正, 调动 and 离职 call these inside their own transactions; a change dated today or
// earlier is applied at once, a later one by the daily sweep, and until then it can be moved or
// cancelled. Only the latest version may change, so the history is always a chain of ranges.

type Version = typeof staffJobVersions.$inferSelect;

export const nextDay = (day: string) => addDays(day, 1);
const previousDay = (day: string) => addDays(day, -1);

/** A version's job facts (what the next version carries over). */
export const factsOf = (v: Version): JobFacts => ({
  deptId: v.deptId,
  positionId: v.positionId,
  rankId: v.rankId,
  employeeType: v.employeeType as JobFacts['employeeType'],
  empStatus: v.empStatus as JobFacts['empStatus'],
  workLocation: v.workLocation,
  clientCompany: v.clientCompany,
  salaryGrade: v.salaryGrade,
});

/** Puts a version's facts on the archive and the staff record; ends the membership on 离职. */
async function applyVersion(tx: Tx, v: Version): Promise<void> {
  await tx
    .update(staffArchives)
    .set({
      empStatus: v.empStatus,
      workLocation: v.workLocation,
      clientCompany: v.clientCompany,
      salaryGrade: v.salaryGrade,
      ...(v.kind === 'regularize' ? { officialDate: v.effectiveFrom } : {}),
      ...(v.kind === 'dimission' ? { lastDay: previousDay(v.effectiveFrom) } : {}),
      updatedAt: new Date(),
    })
    .where(eq(staffArchives.staffId, v.staffId));
  await setStaffJob(tx, v.compId, v.staffId, {
    deptId: v.deptId,
    positionId: v.positionId,
    rankId: v.rankId,
    employeeType: v.employeeType,
  });
  if (v.empStatus === EmploymentStatus.LEFT) {
    const login = await endStaffMembership(tx, v.compId, v.staffId);
    if (login !== undefined) await leaveCompanyGroups(tx, v.compId, login);
  }
  await tx.update(staffJobVersions).set({ applied: true }).where(eq(staffJobVersions.id, v.id));
}

export interface EmploymentStart {
  compId: number;
  staffId: number;
  entryDate: string;
  facts: JobFacts;
  probationEnd: string | null;
  /** The entry record that made it, if any. */
  sourceId?: number | null;
  /** What the new hire filled in (入职登记), if anything. */
  info?: ArchiveInfo;
  today: string;
}

/**
 * Opens the archive and the first version of a new employment; an employment that already has an
 * archive is left as it is (the `staff.joined` event arrives after an entry wrote both).
 */
export async function openEmployment(tx: Tx, start: EmploymentStart): Promise<boolean> {
  const [archive] = await tx
    .insert(staffArchives)
    .values({
      ...start.info,
      highestEducation: highestEducation(start.info?.education),
      staffId: start.staffId,
      compId: start.compId,
      empStatus: start.facts.empStatus,
      workLocation: start.facts.workLocation,
      clientCompany: start.facts.clientCompany,
      salaryGrade: start.facts.salaryGrade,
      entryDate: start.entryDate,
      probationEnd: start.probationEnd,
      officialDate: start.facts.empStatus === EmploymentStatus.OFFICIAL ? start.entryDate : null,
    })
    .onConflictDoNothing({ target: staffArchives.staffId })
    .returning({ staffId: staffArchives.staffId });
  if (!archive) return false;
  const [version] = await tx
    .insert(staffJobVersions)
    .values({
      compId: start.compId,
      staffId: start.staffId,
      kind: 'entry',
      sourceId: start.sourceId ?? null,
      effectiveFrom: start.entryDate,
      ...start.facts,
    })
    .returning();
  if (start.entryDate <= start.today) await applyVersion(tx, version!);
  return true;
}

/** The employment's versions, latest first, locked for this transaction. */
async function lockedVersions(tx: Tx, compId: number, staffId: number): Promise<Version[]> {
  return tx
    .select()
    .from(staffJobVersions)
    .where(and(eq(staffJobVersions.compId, compId), eq(staffJobVersions.staffId, staffId)))
    .orderBy(desc(staffJobVersions.effectiveFrom))
    .for('update');
}

export interface JobChange {
  compId: number;
  staffId: number;
  kind: Exclude<JobChangeKind, 'entry'>;
  effectiveFrom: string;
  /** The facts it changes; the others carry over from the version before. */
  changes: Partial<JobFacts>;
  sourceId?: number | null;
  today: string;
}

/** Schedules a change from `effectiveFrom` (applied now when that day has come); answers the version's id. */
export async function scheduleJobChange(tx: Tx, change: JobChange): Promise<number> {
  const [latest] = await lockedVersions(tx, change.compId, change.staffId);
  if (!latest) throw badRequest(m['staffHr.noEmployment']);
  if (latest.empStatus === EmploymentStatus.LEFT) throw badRequest(m['staffHr.alreadyLeft']);
  if (change.effectiveFrom <= latest.effectiveFrom) {
    throw badRequest(m['staffHr.changeBeforeLatest'], { date: latest.effectiveFrom });
  }
  const [version] = await tx
    .insert(staffJobVersions)
    .values({
      ...factsOf(latest),
      ...change.changes,
      compId: change.compId,
      staffId: change.staffId,
      kind: change.kind,
      sourceId: change.sourceId ?? null,
      effectiveFrom: change.effectiveFrom,
    })
    .returning();
  await tx
    .update(staffJobVersions)
    .set({ effectiveTo: change.effectiveFrom })
    .where(eq(staffJobVersions.id, latest.id));
  if (change.effectiveFrom <= change.today) await applyVersion(tx, version!);
  return version!.id;
}

/** The pending latest version `versionId` and the one before it; refuses anything else. */
async function pendingLatest(tx: Tx, compId: number, versionId: number) {
  const [target] = await tx
    .select({ staffId: staffJobVersions.staffId })
    .from(staffJobVersions)
    .where(and(eq(staffJobVersions.id, versionId), eq(staffJobVersions.compId, compId)));
  if (!target) throw badRequest(m['staffHr.noEmployment']);
  const [latest, previous] = await lockedVersions(tx, compId, target.staffId);
  if (latest!.id !== versionId) throw badRequest(m['staffHr.changeNotLatest']);
  if (latest!.applied) throw badRequest(m['staffHr.changeNotPending']);
  return { version: latest!, previous };
}

/** Moves a pending change to another day and/or changes its facts (applied now when that day has come). */
export async function moveJobChange(
  tx: Tx,
  input: {
    compId: number;
    versionId: number;
    effectiveFrom: string;
    changes?: Partial<JobFacts>;
    today: string;
  },
): Promise<void> {
  const { version, previous } = await pendingLatest(tx, input.compId, input.versionId);
  if (previous && input.effectiveFrom <= previous.effectiveFrom) {
    throw badRequest(m['staffHr.changeBeforeLatest'], { date: previous.effectiveFrom });
  }
  const [moved] = await tx
    .update(staffJobVersions)
    .set({ ...input.changes, effectiveFrom: input.effectiveFrom })
    .where(eq(staffJobVersions.id, version.id))
    .returning();
  if (previous) {
    await tx
      .update(staffJobVersions)
      .set({ effectiveTo: input.effectiveFrom })
      .where(eq(staffJobVersions.id, previous.id));
  }
  if (input.effectiveFrom <= input.today) await applyVersion(tx, moved!);
}

/** Cancels a pending change: the version before it holds again without end. */
export async function cancelJobChange(tx: Tx, input: { compId: number; versionId: number }): Promise<void> {
  const { version, previous } = await pendingLatest(tx, input.compId, input.versionId);
  await tx.delete(staffJobVersions).where(eq(staffJobVersions.id, version.id));
  if (previous) {
    await tx.update(staffJobVersions).set({ effectiveTo: null }).where(eq(staffJobVersions.id, previous.id));
  }
}

const SWEEP_BATCH = 200;

/**
 * Applies every pending version whose day has come, oldest first, each in its own transaction
 * (`skip locked`, so two nodes never apply one twice). Answers how many were applied.
 */
export async function applyDueJobChanges(db: Database, today: string): Promise<number> {
  const due = await db
    .select({ id: staffJobVersions.id })
    .from(staffJobVersions)
    .where(and(eq(staffJobVersions.applied, false), lte(staffJobVersions.effectiveFrom, today)))
    .orderBy(asc(staffJobVersions.effectiveFrom), asc(staffJobVersions.id))
    .limit(SWEEP_BATCH);
  let applied = 0;
  for (const { id } of due) {
    await db.transaction(async (tx) => {
      const [version] = await tx
        .select()
        .from(staffJobVersions)
        .where(and(eq(staffJobVersions.id, id), eq(staffJobVersions.applied, false)))
        .for('update', { skipLocked: true });
      if (!version) return;
      await applyVersion(tx, version);
      applied += 1;
    });
  }
  return applied;
}

/** The version in effect on `day` for each of the company's employments (none before entry). */
export const inEffectOn = (compId: number, day: string) =>
  and(
    eq(staffJobVersions.compId, compId),
    lte(staffJobVersions.effectiveFrom, day),
    sql`(${staffJobVersions.effectiveTo} is null or ${staffJobVersions.effectiveTo} > ${day})`,
  );
