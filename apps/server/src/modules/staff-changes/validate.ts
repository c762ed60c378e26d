import { EmploymentStatus, type StaffChangeCreate, StaffChangeKind } from '@renli/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { FieldProblem } from '../../core/resources/define.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { findActiveStaff } from '../staff/records.ts';
import { type EmploymentFacts, employmentFactsOf } from '../staff-archives/employment-facts.ts';
import { staffChangeMessages as m } from './messages.ts';
import { missingReferences } from './references.ts';
import { effectiveFromOf, requestedChanges } from './rules.ts';
import { staffChanges } from './schema.ts';
import { openCondition } from './stages.ts';

// The rules a change is asked under (docs/product/staff.md, "转正, 调动 and 离职"), for HR's insert
// and the employee's own request alike; each broken rule is a message on its field.

/** Whose changes the caller asks for: their company, the employee types they manage, China's today. */
export interface ChangeScope {
  compId: number;
  managedTypes: readonly number[];
  today: string;
}

export interface Employee {
  staffName: string;
  employment: EmploymentFacts;
}

/** An active staff record of the caller's types with an employment; undefined otherwise. */
export async function employeeOf(
  db: DbOrTx,
  scope: ChangeScope,
  staffId: number,
): Promise<Employee | undefined> {
  const staff = await findActiveStaff(db, scope.compId, staffId);
  if (!staff || !scope.managedTypes.includes(staff.employeeType)) return undefined;
  const employment = await employmentFactsOf(db, scope.compId, staffId);
  return employment && { staffName: staff.staffName, employment };
}

const OPEN_KEYS: Record<number, string> = {
  [StaffChangeKind.REGULARIZE]: m['staffChange.openRegularize'],
  [StaffChangeKind.TRANSFER]: m['staffChange.openTransfer'],
  [StaffChangeKind.DIMISSION]: m['staffChange.openDimission'],
};

/** The advisory lock class of "one open change of a kind per employment" (any number unused elsewhere). */
const OPEN_CHANGE_LOCK = 19_003;

/**
 * Whether the employment has an open change of this kind (asked for, or confirmed and not yet in
 * effect). The employment's lock keeps two requests from both passing.
 */
async function hasOpenChange(tx: Tx, staffId: number, kind: number, today: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${OPEN_CHANGE_LOCK}, ${staffId})`);
  const [open] = await tx
    .select({ id: staffChanges.id })
    .from(staffChanges)
    .where(and(eq(staffChanges.staffId, staffId), eq(staffChanges.kind, kind), openCondition(today)))
    .limit(1);
  return open !== undefined;
}

/**
 * The date of a change of `kind` against the employment: not before its entry, and after its latest
 * version unless `latestFrom` is null (a confirmed change moving its own version: the employment
 * module checks the one before it).
 */
export function dateProblems(
  kind: number,
  date: string,
  employment: { entryDate: string; latestFrom: string | null },
): FieldProblem[] {
  const field = 'effectiveDate';
  const { entryDate, latestFrom } = employment;
  if (kind !== StaffChangeKind.TRANSFER && date < entryDate) {
    const key =
      kind === StaffChangeKind.DIMISSION
        ? 'staffChange.lastDayBeforeEntry'
        : 'staffChange.officialBeforeEntry';
    return [{ field, key: m[key], params: { date: entryDate } }];
  }
  if (latestFrom === null || effectiveFromOf(kind, date) > latestFrom) return [];
  return [latestProblem(kind, latestFrom)];
}

/** A date not after the latest version (`latestFrom`), in the words of the kind's date. */
export const latestProblem = (kind: number, latestFrom: string): FieldProblem => ({
  field: 'effectiveDate',
  key: m[
    kind === StaffChangeKind.DIMISSION ? 'staffChange.lastDayBeforeLatest' : 'staffChange.dateNotAfterLatest'
  ],
  params: { date: latestFrom },
});

async function transferProblems(tx: Tx, scope: ChangeScope, input: StaffChangeCreate, employee: Employee) {
  const changes = requestedChanges(input, employee.employment.facts);
  const problems: FieldProblem[] = await missingReferences(tx, scope.compId, changes);
  if (input.newEmployeeType != null && !scope.managedTypes.includes(input.newEmployeeType))
    problems.push({ field: 'newEmployeeType', key: m['staffChange.typeOutOfScope'] });
  if (Object.keys(changes).length === 0)
    problems.push({ field: 'newDeptId', key: m['staffChange.sameFacts'] });
  return problems;
}

async function dimissionProblems(tx: Tx, scope: ChangeScope, input: StaffChangeCreate) {
  const problems: FieldProblem[] = [];
  if (input.reasonType == null)
    problems.push({ field: 'reasonType', key: m['staffChange.reasonTypeRequired'] });
  const handover = input.handoverStaffId;
  if (
    handover != null &&
    (handover === input.staffId || !(await findActiveStaff(tx, scope.compId, handover)))
  ) {
    problems.push({ field: 'handoverStaffId', key: m['staffChange.handoverInvalid'] });
  }
  return problems;
}

/** Every rule the change breaks; the employee's must hold before the others are asked. */
export async function changeProblems(
  tx: Tx,
  scope: ChangeScope,
  input: StaffChangeCreate,
): Promise<FieldProblem[]> {
  const employee = await employeeOf(tx, scope, input.staffId);
  if (!employee) return [{ field: 'staffId', key: m['staffChange.staffNotManaged'] }];
  const { facts } = employee.employment;
  if (facts.empStatus === EmploymentStatus.LEFT) return [{ field: 'staffId', key: m['staffChange.leaving'] }];
  if (await hasOpenChange(tx, input.staffId, input.kind, scope.today))
    return [{ field: 'staffId', key: OPEN_KEYS[input.kind]! }];
  if (input.kind === StaffChangeKind.REGULARIZE && facts.empStatus !== EmploymentStatus.PROBATION)
    return [{ field: 'staffId', key: m['staffChange.notOnProbation'] }];
  return [
    ...dateProblems(input.kind, input.effectiveDate, employee.employment),
    ...(input.kind === StaffChangeKind.TRANSFER ? await transferProblems(tx, scope, input, employee) : []),
    ...(input.kind === StaffChangeKind.DIMISSION ? await dimissionProblems(tx, scope, input) : []),
  ];
}
