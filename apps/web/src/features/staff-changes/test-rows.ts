import type { NamedJobFacts, StaffChange } from '@renli/contracts';

export const facts: NamedJobFacts = {
  deptId: 5,
  deptName: '研发部',
  positionId: null,
  positionName: null,
  rankId: null,
  rankName: null,
  employeeType: 1,
  empStatus: 2,
  workLocation: '杭州',
  clientCompany: null,
  salaryGrade: 'P3',
};

/** A change as the server answers it, for the pages' fake server. */
export const change = (over: Partial<StaffChange>): StaffChange => ({
  id: 1,
  version: 1,
  kind: 2,
  staffId: 30010,
  staffName: '张伟',
  employeeType: 1,
  deptName: '研发部',
  effectiveDate: '2026-12-01',
  effectiveFrom: '2026-12-01',
  status: 1,
  stage: 1,
  summary: '部门：研发部 → 销售部',
  evaluation: null,
  reasonType: null,
  reason: null,
  handoverStaffId: null,
  handoverName: null,
  checklist: [],
  versionId: null,
  selfRequested: false,
  cancelReason: null,
  approvalId: null,
  transitions: [],
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
  ...over,
});

export const pageOf = (list: unknown[]) => ({
  data: { list, total: list.length, pageNum: 1, pageSize: 10, canWrite: true },
});

export const counts = (over = {}) => ({
  data: { pending: 0, scheduled: 0, effective: 0, cancelled: 0, probation: 0, overdue: 0, ...over },
});
