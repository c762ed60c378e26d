import type { PresentedRow } from '../../core/resources/presenter.ts';
import type { DbOrTx } from '../../db/client.ts';
import { activeOrgRecordNames } from '../org/references.ts';
import { staffFacts } from '../staff/records.ts';
import { contractsOfStaff } from './employment.ts';
import { type ContractTerm, phaseOf, signingSeq } from './rules.ts';

/**
 * Rows get their employee's name, job number, department and type (the staff and org modules keep
 * them), their place among the employment's consecutive fixed terms, computed from the contracts as
 * they are now so a removed or corrected contract never leaves a stale count behind, and the status
 * as shown on `today` (an active contract past its end is expired). None of these is stored, so
 * none is in the audit log.
 */
export async function withEmploymentFacts(
  db: DbOrTx,
  compId: number,
  rows: PresentedRow[],
  today: string,
): Promise<PresentedRow[]> {
  const staffIds = rows.map((row) => row.staffId as number);
  const facts = await staffFacts(db, compId, staffIds);
  const departments = await activeOrgRecordNames(
    db,
    'department',
    [...facts.values()].map((staff) => staff.deptId),
  );
  const contracts = await contractsOfStaff(db, compId, staffIds);
  return rows.map((row) => {
    const staff = facts.get(row.staffId as number);
    const others = (contracts.get(row.staffId as number) ?? []).filter((c) => c.id !== row.id);
    return {
      ...row,
      staffName: staff?.staffName ?? null,
      jobNo: staff?.jobNo ?? null,
      deptName: staff?.deptId == null ? null : (departments.get(staff.deptId) ?? null),
      employeeType: staff?.employeeType ?? null,
      signingSeq: signingSeq(row as unknown as ContractTerm, others),
      phase: phaseOf(row.status as number, row.endDate as string | null, today),
    };
  });
}
