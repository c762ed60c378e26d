import {
  DIMISSION_REASON_TYPES,
  type FormValues,
  labelIn,
  STAFF_CHANGE_APPROVAL_TYPES,
  type StaffChange,
} from '@renli/contracts';
import { registerApprovalType } from '../approval/types.ts';

// 转正, 调动 and 离职 may wait for the company's approval (docs/product/staff.md, "Approvals"): their
// confirmations name these types, and a company that publishes a template of one makes them wait.
// The kit applies the confirmation when the approval is granted, so the types have no effect of
// their own.

for (const type of Object.values(STAFF_CHANGE_APPROVAL_TYPES)) {
  registerApprovalType({ type, onApproved: async () => undefined });
}

/** The reason people read: 离职's type and words, 转正's evaluation, 调动's reason. */
function reasonOf(row: StaffChange): string {
  const type = DIMISSION_REASON_TYPES.find((t) => t.value === row.reasonType);
  return [type && labelIn(type.label, 'zh-CN'), row.evaluation, row.reason].filter(Boolean).join('：');
}

/**
 * The values of the template form every template of these types starts from
 * (`staffChangeApprovalForm`): who, their department, the date, what changes and why.
 */
export function approvalValues(row: StaffChange): FormValues {
  const reason = reasonOf(row);
  return {
    staffName: row.staffName,
    ...(row.deptName ? { department: row.deptName } : {}),
    effectiveDate: row.effectiveDate,
    summary: row.summary,
    ...(reason ? { reason } : {}),
  };
}
