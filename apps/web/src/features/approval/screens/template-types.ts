import {
  type ApprovalForm,
  ATTENDANCE_APPROVAL_FORMS,
  STAFF_CHANGE_APPROVAL_TYPES,
  STAFF_ENTRY_APPROVAL_TYPE,
  type StaffChangeKind,
  staffChangeApprovalForm,
  staffEntryApprovalForm,
} from '@renli/contracts';

/**
 * The business a new template may serve (docs/product/approval.md, "Into the rest of the product"):
 * `general` serves none; a module's type brings the form its approval values are keyed by, so a
 * template of that type always fits what the module sends.
 */
export const TEMPLATE_TYPE_FORMS: Readonly<Record<string, ApprovalForm | null>> = {
  general: null,
  [STAFF_ENTRY_APPROVAL_TYPE]: staffEntryApprovalForm,
  // 请假, 加班, 补卡, 出差 (docs/product/attendance.md, "Leave, overtime, 补卡 and trips").
  ...ATTENDANCE_APPROVAL_FORMS,
  // 转正, 调动, 离职 (docs/product/staff.md, "Approvals").
  ...Object.fromEntries(
    Object.entries(STAFF_CHANGE_APPROVAL_TYPES).map(([kind, type]) => [
      type,
      staffChangeApprovalForm(Number(kind) as StaffChangeKind),
    ]),
  ),
};

/** The types a template's type select offers: the presets, and the template's own (a built-in one's). */
export const typeChoices = (current: string) => [...new Set([...Object.keys(TEMPLATE_TYPE_FORMS), current])];
