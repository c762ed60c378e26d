import { describe, expect, it } from 'vitest';
import { approvalForm } from '../approval/form.ts';
import { validateFormValues } from '../approval/values.ts';
import { fieldsIn, labelIn } from './fields.ts';
import {
  DIMISSION_REASON_TYPES,
  dimissionReasonGroupOf,
  StaffChangeKind,
  StaffChangeStage,
  staffChangeApprovalForm,
  staffChangeResourceOf,
  stageOf,
} from './staff-change.ts';

describe('the stage of a change', () => {
  it('is 待处理 until confirmed, 待生效 before its first day, 已生效 from it, and 已撤销 once cancelled', () => {
    expect(stageOf(1, '2026-12-01', '2026-11-25')).toBe(StaffChangeStage.PENDING);
    expect(stageOf(2, '2026-12-01', '2026-11-30')).toBe(StaffChangeStage.SCHEDULED);
    expect(stageOf(2, '2026-12-01', '2026-12-01')).toBe(StaffChangeStage.EFFECTIVE);
    expect(stageOf(2, '2026-12-01', '2027-01-01')).toBe(StaffChangeStage.EFFECTIVE);
    expect(stageOf(3, '2026-12-01', '2026-11-25')).toBe(StaffChangeStage.CANCELLED);
  });
});

describe('离职 reason types', () => {
  it('group by their tens digit: five voluntary, four involuntary, retirement', () => {
    const groups = DIMISSION_REASON_TYPES.map((t) => [
      labelIn(t.label, 'zh-CN'),
      dimissionReasonGroupOf(t.value),
    ]);
    expect(groups).toEqual([
      ['个人发展', 1],
      ['薪资福利', 1],
      ['家庭原因', 1],
      ['健康原因', 1],
      ['其他', 1],
      ['辞退', 2],
      ['协商解除', 2],
      ['合同到期不续签', 2],
      ['试用期不合格', 2],
      ['退休', 3],
    ]);
  });
});

describe('the tabs', () => {
  it("show each kind's own columns, its date under its own name", () => {
    const listed = (kind: StaffChangeKind) =>
      fieldsIn(staffChangeResourceOf(kind).fields, 'list').map(([key, spec]) =>
        key === 'effectiveDate' ? labelIn(spec.label, 'zh-CN') : key,
      );
    expect(listed(StaffChangeKind.REGULARIZE)).toEqual([
      'staffName',
      'employeeType',
      'deptName',
      '转正日期',
      'summary',
      'selfRequested',
      'stage',
      'createdAt',
    ]);
    expect(listed(StaffChangeKind.DIMISSION)).toEqual([
      'staffName',
      'employeeType',
      'deptName',
      '最后工作日',
      'reasonType',
      'reason',
      'handoverStaffId',
      'selfRequested',
      'stage',
      'createdAt',
    ]);
    expect(listed(StaffChangeKind.TRANSFER)).toContain('调动生效日期');
  });
});

describe("the approval templates' form", () => {
  it('is a valid template form that a confirmation fills', () => {
    const form = approvalForm.parse(staffChangeApprovalForm(StaffChangeKind.DIMISSION));
    expect(form.fields.map((f) => ('label' in f ? f.label : ''))).toEqual([
      '员工',
      '部门',
      '最后工作日',
      '异动内容',
      '原因说明',
    ]);
    const filled = validateFormValues(form, {
      staffName: '张伟',
      effectiveDate: '2026-12-31',
      summary: '员工状态：正式 → 离职',
    });
    expect(filled.ok).toBe(true);
  });
});
