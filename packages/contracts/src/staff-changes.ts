import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';
import { employeeTypeSchema } from './org.ts';
import { resourcePageBase } from './resources/resource.ts';
import {
  CANCEL_REASON_MAX,
  DIMISSION_CHECKLIST_KEYS,
  dimissionReasonTypeSchema,
  namedJobFactsSchema,
  STAFF_CHANGE_TEXT_MAX,
  staffChangeSchemas,
} from './resources/staff-change.ts';

/**
 * 转正, 调动 and 离职 beyond the kit's `/staffChange` resource (docs/product/staff.md, "转正, 调动
 * and 离职"): the probation list, counts, date changes, the 离职 checklist, the employee's own
 * requests, and the spec's older names, each delegating to the same service.
 */

const row = staffChangeSchemas.row;
const create = staffChangeSchemas.create;
const rowRef = { id: z.number().int().positive(), version: z.number().int().min(1) };

export const staffChangePageSchema = z.object({
  list: z.array(row),
  total: z.number().int(),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
});

/** One employment on probation (待转正), with the open 转正 asked for it if any. */
export const probationRowSchema = z.object({
  staffId: z.number().int(),
  staffName: z.string(),
  deptName: z.string().nullable(),
  employeeType: z.number().int(),
  entryDate: z.string(),
  probationEnd: z.string().nullable(),
  /** Days from China's today to the end of probation; negative when overdue, null without an end. */
  daysLeft: z.number().int().nullable(),
  /** The open 转正 of this employment (待处理 or 待生效, perhaps 审批中), if one was asked for. */
  change: row.pick({ id: true, stage: true, effectiveFrom: true, approvalId: true }).nullable(),
});
export type ProbationRow = z.infer<typeof probationRowSchema>;

/** An employment as the forms show it beside the new facts: its latest facts and dates. */
export const employmentSummarySchema = z.object({
  staffId: z.number().int(),
  staffName: z.string(),
  entryDate: z.string(),
  probationEnd: z.string().nullable(),
  /** The latest version's first day: a new change must start after it. */
  latestFrom: z.string(),
  facts: namedJobFactsSchema,
});
export type EmploymentSummary = z.infer<typeof employmentSummarySchema>;

export const staffChangeCountsSchema = z.object({
  pending: z.number().int(),
  scheduled: z.number().int(),
  effective: z.number().int(),
  cancelled: z.number().int(),
  /** 转正 only: employments on probation now, and how many are past their probation end. */
  probation: z.number().int(),
  overdue: z.number().int(),
});
export type StaffChangeCounts = z.infer<typeof staffChangeCountsSchema>;

const byType = z.object({ employeeType: employeeTypeSchema.optional() });
const byTypeQuery = z.object({ employeeType: z.coerce.number().pipe(employeeTypeSchema).optional() });
const dateBody = z.object({ ...rowRef, effectiveDate: z.iso.date() });
const listBody = resourcePageBase.extend(staffChangeSchemas.filter.omit({ kind: true }).shape);
const initiateBody = create.omit({ kind: true });

export const staffChangeEndpoints = defineEndpoints('staffChange', {
  selectEmployment: {
    method: 'POST',
    path: '/staffChange/selectEmployment',
    access: 'user',
    summary: "An employment's latest job facts and dates, for the change forms (HR of its type)",
    body: z.object({ staffId: z.number().int().positive() }),
    data: employmentSummarySchema,
  },
  selectProbation: {
    method: 'POST',
    path: '/staffChange/selectProbation',
    access: 'user',
    summary: '待转正: employments on probation, soonest end first, with days left',
    body: resourcePageBase.omit({ sortField: true, sortOrder: true }).extend(byType.shape),
    data: z.object({
      list: z.array(probationRowSchema),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
    }),
  },
  selectCounts: {
    method: 'POST',
    path: '/staffChange/selectCounts',
    access: 'user',
    summary: 'How many changes of a kind are 待处理, 待生效, 已生效 and 已撤销 (and, for 转正, on probation)',
    body: byType.extend({ kind: row.shape.kind }),
    data: staffChangeCountsSchema,
  },
  updateDate: {
    method: 'POST',
    path: '/staffChange/updateDate',
    access: 'user',
    summary: 'Move the date of a change not yet in effect (a confirmed one moves its scheduled version)',
    body: dateBody,
    data: row,
  },
  checkItem: {
    method: 'POST',
    path: '/staffChange/checkItem',
    access: 'user',
    summary: "Tick or untick an item of a 离职's handover checklist",
    body: z.object({ ...rowRef, key: z.enum(DIMISSION_CHECKLIST_KEYS), done: z.boolean() }),
    data: row,
  },
  mine: {
    method: 'GET',
    path: '/staffChange/mine',
    access: 'user',
    summary: "The caller's own 转正 and 离职 requests in this company, newest first",
    data: z.array(row),
  },
  applyDimission: {
    method: 'POST',
    path: '/dimissionManagement/apply',
    access: 'user',
    summary: 'An employee asks to leave: their own employment, a last working day from today on',
    body: z.object({
      lastDay: z.iso.date(),
      reasonType: dimissionReasonTypeSchema,
      reason: z.string().trim().max(STAFF_CHANGE_TEXT_MAX).nullable().optional(),
    }),
    data: row,
  },
  applyOfficial: {
    method: 'POST',
    path: '/officialManagement/apply',
    access: 'user',
    summary: 'An employee on probation asks for 转正, with a self-evaluation',
    body: z.object({
      effectiveDate: z.iso.date(),
      evaluation: z.string().trim().max(STAFF_CHANGE_TEXT_MAX).nullable().optional(),
    }),
    data: row,
  },
  // The spec's names, each the same service as the kit's endpoints.
  confirmOfficial: {
    method: 'POST',
    path: '/officialManagement/confirmOfficial',
    access: 'user',
    summary:
      'Confirm a 转正 (the kit transition confirmOfficial; waits for approval when the company has a template)',
    body: z.object(rowRef),
    data: row,
  },
  updateOfficialDate: {
    method: 'POST',
    path: '/officialManagement/updateOfficialDate',
    access: 'user',
    summary: "Move a 转正's date (as /staffChange/updateDate)",
    body: dateBody,
    data: row,
  },
  officialCount: {
    method: 'GET',
    path: '/officialManagement/getCount',
    access: 'user',
    summary: '转正 counts (as /staffChange/selectCounts for kind 1)',
    query: byTypeQuery,
    data: staffChangeCountsSchema,
  },
  confirmDimission: {
    method: 'POST',
    path: '/dimissionManagement/confirmDimission',
    access: 'user',
    summary:
      'Confirm a 离职 (the kit transition confirmDimission; waits for approval when the company has a template)',
    body: z.object(rowRef),
    data: row,
  },
  cancelDimission: {
    method: 'POST',
    path: '/dimissionManagement/cancelDimission',
    access: 'user',
    summary: 'Cancel a 离职 not yet in effect (the kit transition cancel)',
    body: z.object({ ...rowRef, reason: z.string().trim().min(1).max(CANCEL_REASON_MAX) }),
    data: row,
  },
  updateDimissionDate: {
    method: 'POST',
    path: '/dimissionManagement/updateDimissionDate',
    access: 'user',
    summary: "Move a 离职's last working day (as /staffChange/updateDate)",
    body: dateBody,
    data: row,
  },
  dimissionCount: {
    method: 'GET',
    path: '/dimissionManagement/getCount',
    access: 'user',
    summary: '离职 counts (as /staffChange/selectCounts for kind 3)',
    query: byTypeQuery,
    data: staffChangeCountsSchema,
  },
  selectRecordListPage: {
    method: 'POST',
    path: '/dimissionManagement/selectRecordListPage',
    access: 'user',
    summary: '离职 records (as /staffChange/selectPage with kind 3)',
    body: listBody,
    data: staffChangePageSchema,
  },
  selecteMobilizeRecordList: {
    method: 'POST',
    path: '/dimissionManagement/selecteMobilizeRecordList',
    access: 'user',
    summary: '调动 records (as /staffChange/selectPage with kind 2)',
    body: listBody,
    data: staffChangePageSchema,
  },
  initiateDimission: {
    method: 'POST',
    path: '/staffArchives/initiateDimission',
    access: 'user',
    summary: 'Ask for a 离职 from the staff archive (as /staffChange/insert with kind 3)',
    body: initiateBody,
    data: row,
  },
  initiateMobilize: {
    method: 'POST',
    path: '/staffArchives/initiateMobilize',
    access: 'user',
    summary: 'Ask for a 调动 from the staff archive (as /staffChange/insert with kind 2)',
    body: initiateBody,
    data: row,
  },
});
