import type { JobVersion } from '@renli/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { activeOrgRecordNames } from '../org/references.ts';
import { staffJobVersions } from './schema.ts';

/**
 * An employment's job versions, latest first, with the names of their department, position and rank
 * (the spec's position and rank records); a version not `applied` is still waiting for its day.
 * Records removed since show no name.
 */
export async function jobHistoryOf(db: DbOrTx, compId: number, staffId: number): Promise<JobVersion[]> {
  const versions = await db
    .select()
    .from(staffJobVersions)
    .where(and(eq(staffJobVersions.compId, compId), eq(staffJobVersions.staffId, staffId)))
    .orderBy(desc(staffJobVersions.effectiveFrom));
  const [depts, positions, ranks] = await Promise.all([
    activeOrgRecordNames(
      db,
      'department',
      versions.map((v) => v.deptId),
    ),
    activeOrgRecordNames(
      db,
      'position',
      versions.map((v) => v.positionId),
    ),
    activeOrgRecordNames(
      db,
      'rank',
      versions.map((v) => v.rankId),
    ),
  ]);
  return versions.map((v) => ({
    id: v.id,
    staffId: v.staffId,
    kind: v.kind as JobVersion['kind'],
    effectiveFrom: v.effectiveFrom,
    effectiveTo: v.effectiveTo,
    applied: v.applied,
    deptId: v.deptId,
    positionId: v.positionId,
    rankId: v.rankId,
    employeeType: v.employeeType as JobVersion['employeeType'],
    empStatus: v.empStatus as JobVersion['empStatus'],
    workLocation: v.workLocation,
    clientCompany: v.clientCompany,
    salaryGrade: v.salaryGrade,
    deptName: (v.deptId !== null && depts.get(v.deptId)) || null,
    positionName: (v.positionId !== null && positions.get(v.positionId)) || null,
    rankName: (v.rankId !== null && ranks.get(v.rankId)) || null,
    createdAt: v.createdAt.toISOString(),
  }));
}
