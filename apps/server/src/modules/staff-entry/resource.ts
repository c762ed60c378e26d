import { EntryStatus, STAFF_ENTRY_APPROVAL_TYPE, staffEntryResource } from '@renli/contracts';
import { ilike, or } from 'drizzle-orm';
import { defineResource } from '../../core/resources/define.ts';
import type { PresentedRow } from '../../core/resources/presenter.ts';
import type { DbOrTx } from '../../db/client.ts';
import { containing } from '../../db/like.ts';
import { activeOrgRecordIdsByName, withOrgRecordName } from '../org/references.ts';
import { confirmEntry, confirmGuard, entryApprovalValues } from './confirm.ts';
import { staffEntryMessages as m } from './messages.ts';
import { managedEntriesScope, staffEntriesPolicy } from './policy.ts';
import { probationEndOf } from './probation.ts';
import { entryProblems } from './rules.ts';
import { staffEntries } from './schema.ts';

const withDeptName = withOrgRecordName('department', 'deptId', 'deptName');
const withPositionName = withOrgRecordName('position', 'positionId', 'positionName');
const withRankName = withOrgRecordName('rank', 'rankId', 'rankName');

/** Lists and exports show the names of department, position and rank, never ids. */
const withNames = async (db: DbOrTx, rows: PresentedRow[]) =>
  withRankName(db, await withPositionName(db, await withDeptName(db, rows)));

/**
 * Entries (入职) at `/entryManagement` (docs/product/staff.md, "Entry (入职)"): HR's pending hires,
 * in the staff column, each admin seeing the employee types they manage. Pending entries change
 * (`update`, the spec's `updateEntry`) until they are confirmed (which may wait for a `staffEntry`
 * approval) or cancelled.
 */
export const staffEntryResourceDefinition = defineResource({
  contract: staffEntryResource,
  table: staffEntries,
  tenant: 'compId',
  column: 'staff',
  policy: staffEntriesPolicy,
  searchable: [],
  softDelete: null,
  defaultSort: [
    { field: 'entryDate', order: 'ascend' },
    { field: 'createdAt', order: 'descend' },
  ],
  aliases: [{ path: '/entryManagement/selectRecordListPage', operation: 'selectPage' }],
  customFilters: {
    searchText: (value) => {
      const pattern = containing(String(value));
      return or(
        ilike(staffEntries.staffName, pattern),
        ilike(staffEntries.mobile, pattern),
        ilike(staffEntries.jobNo, pattern),
      )!;
    },
  },
  actorScope: managedEntriesScope,
  validate: entryProblems,
  async toColumns(_tx, actor, input) {
    return { ...input, createdBy: actor.userId };
  },
  present: (row) => ({ probationEnd: probationEndOf(row.entryDate, row.probationMonths) }),
  decorate: withNames,
  lookups: {
    deptId: (tx, actor, names) => activeOrgRecordIdsByName(tx, actor.compId, 'department', names),
    positionId: (tx, actor, names) => activeOrgRecordIdsByName(tx, actor.compId, 'position', names),
    rankId: (tx, actor, names) => activeOrgRecordIdsByName(tx, actor.compId, 'rank', names),
  },
  states: {
    field: 'status',
    transitions: [
      {
        name: 'confirm',
        from: [EntryStatus.PENDING],
        to: EntryStatus.JOINED,
        labelKey: m['staffEntry.confirm'],
        guard: confirmGuard,
        effect: (tx, actor, row) => confirmEntry(tx, actor, row),
        // Waits while the company has an active 入职 approval template, else applies at once.
        approval: { flow: STAFF_ENTRY_APPROVAL_TYPE, optional: true, values: entryApprovalValues },
      },
      {
        name: 'cancel',
        from: [EntryStatus.PENDING],
        to: EntryStatus.CANCELLED,
        labelKey: m['staffEntry.cancel'],
        // A cancelled entry's link opens nothing any more.
        effect: async (_tx, _actor, _row, input) => ({ cancelReason: input.reason, linkTokenHash: null }),
      },
    ],
  },
  sample: { create: () => ({ staffName: 'Sample hire', mobile: '13800009998', entryDate: '2026-01-05' }) },
});
