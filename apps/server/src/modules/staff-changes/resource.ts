import {
  STAFF_CHANGE_APPROVAL_TYPES,
  type StaffChange,
  type StaffChangeCreate,
  StaffChangeKind,
  StaffChangeStage,
  StaffChangeStatus,
  staffChangeResource,
} from '@renli/contracts';
import { or } from 'drizzle-orm';
import type { ResourceActor } from '../../core/actor.ts';
import { chinaToday } from '../../core/china-time.ts';
import { defineResource, type TransitionOf } from '../../core/resources/define.ts';
import type { DbOrTx } from '../../db/client.ts';
import { linkOrCreateStaffLogin } from '../auth/staff-logins.ts';
import { addStaffMember } from '../staff/records.ts';
import { approvalValues } from './approvals.ts';
import { changeColumns } from './columns.ts';
import { staffChangeMessages as m } from './messages.ts';
import { managedChangesScope, staffChangesPolicy } from './policy.ts';
import { decorateChanges, presentChange } from './present.ts';
import { cancelChange, scheduleChange } from './schedule.ts';
import { staffChanges } from './schema.ts';
import { stageCondition } from './stages.ts';
import { type ChangeScope, changeProblems } from './validate.ts';

export const scopeOfActor = (actor: ResourceActor): ChangeScope => ({
  compId: actor.compId,
  managedTypes: actor.managedTypes,
  today: chinaToday(),
});

type Step = TransitionOf<typeof staffChangeResource, ResourceActor>;

/**
 * Confirming a change of `kind`: its own transition, since a transition names one approval type
 * (docs/product/staff.md, "转正, 调动 and 离职"); it waits only while the company has an active
 * template of that type.
 */
const confirm = <N extends 'confirmOfficial' | 'confirmTransfer' | 'confirmDimission'>(
  name: N,
  kind: StaffChangeKind,
) =>
  ({
    name,
    from: [StaffChangeStatus.PENDING],
    to: StaffChangeStatus.CONFIRMED,
    labelKey: m[`staffChange.${name}`],
    guard: (_actor: ResourceActor, row: StaffChange) => row.kind === kind || m['staffChange.wrongKind'],
    effect: (tx, actor, row) => scheduleChange(tx, actor.compId, row),
    approval: {
      flow: STAFF_CHANGE_APPROVAL_TYPES[kind],
      optional: true,
      values: (row: StaffChange) => approvalValues(row),
    },
  }) satisfies Step;

/**
 * 转正, 调动 and 离职 at `/staffChange` (docs/product/staff.md, "转正, 调动 and 离职"): one table and
 * one resource, each tab a fixed `kind` filter. Asked for by insert (HR) or by the employee
 * (requests.ts); confirmed by the kind's transition; cancelled until its day comes.
 */
export const staffChangeResourceDefinition = defineResource({
  contract: staffChangeResource,
  table: staffChanges,
  tenant: 'compId',
  column: 'staff',
  policy: staffChangesPolicy,
  searchable: ['staffName'],
  softDelete: null,
  defaultSort: [
    { field: 'createdAt', order: 'descend' },
    { field: 'id', order: 'descend' },
  ],
  customFilters: {
    stage: (value) => stageCondition(Number(value), chinaToday()),
    stages: (value) => or(...(value as number[]).map((stage) => stageCondition(stage, chinaToday())))!,
  },
  actorScope: managedChangesScope,
  validate: (tx, actor, input) => changeProblems(tx, scopeOfActor(actor), input as StaffChangeCreate),
  toColumns: (tx, actor, input) => changeColumns(tx, scopeOfActor(actor), input as StaffChangeCreate, null),
  present: presentChange,
  decorate: decorateChanges,
  states: {
    field: 'status',
    transitions: [
      confirm('confirmOfficial', StaffChangeKind.REGULARIZE),
      confirm('confirmTransfer', StaffChangeKind.TRANSFER),
      confirm('confirmDimission', StaffChangeKind.DIMISSION),
      {
        name: 'cancel',
        from: [StaffChangeStatus.PENDING, StaffChangeStatus.CONFIRMED],
        to: StaffChangeStatus.CANCELLED,
        labelKey: m['staffChange.cancel'],
        // It is the version's first day that counts: from then on the change has happened.
        guard: (_actor, row) => row.stage !== StaffChangeStage.EFFECTIVE || m['staffChange.cancelEffective'],
        effect: (tx, actor, row, input) => cancelChange(tx, actor.compId, row, input.reason),
      },
    ],
  },
  sample: { seed: seedSample },
});

/** The isolation test's row: a transfer of a sample staff member of its own. */
async function seedSample(db: DbOrTx, owner: { compId: number | null }): Promise<number> {
  const compId = owner.compId!;
  const login = await linkOrCreateStaffLogin(db, {
    compId,
    mobile: `1990${String(compId).padStart(7, '0')}`,
    staffName: 'Sample staff',
  });
  const staff = await addStaffMember(db, { compId, userId: login.userId, staffName: 'Sample staff' });
  const facts = {
    deptId: null,
    positionId: null,
    rankId: null,
    employeeType: 1 as const,
    empStatus: 2 as const,
    workLocation: null,
    clientCompany: null,
    salaryGrade: null,
  };
  const named = { ...facts, deptName: null, positionName: null, rankName: null };
  const [row] = await db
    .insert(staffChanges)
    .values({
      compId,
      staffId: staff.id,
      kind: StaffChangeKind.TRANSFER,
      staffName: 'Sample staff',
      employeeType: 1,
      effectiveDate: '2026-01-01',
      effectiveFrom: '2026-01-01',
      changes: { workLocation: '上海' },
      before: named,
      after: { ...named, workLocation: '上海' },
    })
    .returning({ id: staffChanges.id });
  return row!.id;
}
