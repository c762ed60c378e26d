import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';
import { customFieldSchema, kitSchemas } from '../resources/custom-fields.ts';
import { importResultSchema, resourcePageBase } from '../resources/resource.ts';
import { EmployeeType } from '../user-types.ts';
import { archiveInfoSchema, HR_REVIEWED_INFO_FIELDS } from './archive-info.ts';
import { staffArchiveResource } from './archive-resource.ts';
import { CLIENT_COMPANY_MAX, jobVersionSchema, SALARY_GRADE_MAX, WORK_LOCATION_MAX } from './employment.ts';

/**
 * The archive's own endpoints beside the kit's list (docs/product/staff.md, "Archives (员工档案) and
 * my record"): HR's full archive, edits, import, job corrections, notes and the review of changes
 * employees ask for; and the employee's own record (`assi-my`).
 */

const id = z.number().int().positive();
const idParams = z.object({ id: z.coerce.number().int().positive() });
const version = z.number().int().min(1);
const text = z.string().nullable();
/** The archive's schemas with the company's custom values (`custom`) added by the kit. */
const archiveSchemas = kitSchemas(staffArchiveResource);

/** The fields an employee asks HR to change (identity and bank), as a request carries them. */
export const reviewedChangesSchema = archiveInfoSchema.pick(
  Object.fromEntries(HR_REVIEWED_INFO_FIELDS.map((field) => [field, true])) as {
    [K in (typeof HR_REVIEWED_INFO_FIELDS)[number]]: true;
  },
);
export type ReviewedChanges = z.infer<typeof reviewedChangesSchema>;

export const ArchiveRequestStatus = { PENDING: 1, APPROVED: 2, REJECTED: 3 } as const;
export type ArchiveRequestStatus = (typeof ArchiveRequestStatus)[keyof typeof ArchiveRequestStatus];
const requestStatusSchema = z.union([
  z.literal(ArchiveRequestStatus.PENDING),
  z.literal(ArchiveRequestStatus.APPROVED),
  z.literal(ArchiveRequestStatus.REJECTED),
]);
export const ARCHIVE_REJECT_REASON_MAX = 200;
export const ARCHIVE_REMARKS_MAX = 500;

/** An employee's request to change reviewed fields, as HR reviews it and the employee follows it. */
export const archiveRequestSchema = z.object({
  id: z.number().int(),
  archiveId: z.number().int(),
  staffId: z.number().int(),
  staffName: z.string(),
  jobNo: text,
  deptName: text,
  employeeType: z.number().int(),
  changes: reviewedChangesSchema,
  /** The archive's values of the requested fields now, beside the requested ones. */
  current: reviewedChangesSchema,
  status: requestStatusSchema,
  /** Why HR refused it. */
  reason: text,
  /** Who decided, by name. */
  decidedBy: text,
  createdAt: z.string(),
  decidedAt: text,
});
export type ArchiveRequest = z.infer<typeof archiveRequestSchema>;

/** The archive as HR opens it: identity and bank numbers in full when the caller may edit it. */
export const staffArchiveDetailSchema = archiveSchemas.row.extend({
  canEdit: z.boolean(),
  pendingRequest: archiveRequestSchema.nullable(),
});
export type StaffArchiveDetail = z.infer<typeof staffArchiveDetailSchema>;

/** What an employee changes in their own record at once (docs/product/staff.md, "My record"). */
export const selfEditableSchema = archiveInfoSchema.pick({
  personalEmail: true,
  currentAddress: true,
  emergencyContacts: true,
  education: true,
  workHistory: true,
});
export type SelfEditable = z.infer<typeof selfEditableSchema>;

export const myStaffArchiveSchema = z.object({
  archive: archiveSchemas.row,
  compName: z.string(),
  /** The company's own fields of archives, in order (the employee may not read `customFields`). */
  customFields: z.array(customFieldSchema),
  /** The employment's job versions, latest first (pending ones not applied yet). */
  history: z.array(jobVersionSchema),
  /** The latest request to change reviewed fields, pending or decided. */
  latestRequest: archiveRequestSchema.nullable(),
});
export type MyStaffArchive = z.infer<typeof myStaffArchiveSchema>;

export const archiveCountsSchema = z.object({
  employed: z.number().int(),
  probation: z.number().int(),
  official: z.number().int(),
  left: z.number().int(),
  /** Requests waiting for HR's review. */
  pendingRequests: z.number().int(),
});
export type ArchiveCounts = z.infer<typeof archiveCountsSchema>;

const employeeType = z.union([z.literal(EmployeeType.HRM), z.literal(EmployeeType.HRO)]);

/** HR corrects facts of the job in effect today (a `correction` version) or the probation end. */
export const correctJobBodySchema = z.object({
  id,
  version,
  workLocation: z.string().trim().max(WORK_LOCATION_MAX).nullable().optional(),
  clientCompany: z.string().trim().max(CLIENT_COMPANY_MAX).nullable().optional(),
  salaryGrade: z.string().trim().max(SALARY_GRADE_MAX).nullable().optional(),
  probationEnd: z.iso.date().nullable().optional(),
});
export type CorrectJobBody = z.infer<typeof correctJobBodySchema>;

export const archiveRequestPageBodySchema = resourcePageBase
  .pick({ pageNum: true, pageSize: true })
  .extend({ status: requestStatusSchema.optional(), employeeType: employeeType.optional() });

const P = staffArchiveResource.prefix;

export const staffArchiveEndpoints = defineEndpoints('staffArchive', {
  getStaffArchive: {
    method: 'GET',
    path: `${P}/getStaffArchive/:id`,
    access: 'user',
    summary: 'One archive in full (identity and bank numbers unmasked for HR who may edit it)',
    params: idParams,
    data: staffArchiveDetailSchema,
  },
  updateStaffArchive: {
    method: 'POST',
    path: `${P}/updateStaffArchive`,
    access: 'user',
    summary:
      "Change personal fields and the company's custom fields of an archive; birth date and sex follow a valid identity number; a stale version is 409",
    body: archiveSchemas.update,
    data: staffArchiveDetailSchema,
  },
  importStaff: {
    method: 'POST',
    path: `${P}/import`,
    access: 'user',
    summary:
      'Update archives from an .xlsx, each row found by job number or mobile; all rows or none (400 with data.errors)',
    multipart: true,
    data: importResultSchema,
  },
  importTemplate: {
    method: 'GET',
    path: `${P}/importTemplate`,
    access: 'user',
    summary: 'The .xlsx to fill in for an archive import: header, example row, instructions',
  },
  selectCount: {
    method: 'POST',
    path: `${P}/selectCount`,
    access: 'user',
    summary: "Archives by status in the caller's scope, and the change requests waiting for review",
    body: z.object({ employeeType: employeeType.optional() }),
    data: archiveCountsSchema,
  },
  jobHistory: {
    method: 'GET',
    path: `${P}/jobHistory/:id`,
    access: 'user',
    summary: "The job versions of an archive's employment, latest first (positions and ranks held)",
    params: idParams,
    data: z.array(jobVersionSchema),
  },
  correctJob: {
    method: 'POST',
    path: `${P}/correctJob`,
    access: 'user',
    summary: 'Correct work location, client company or salary grade from today, or the probation end',
    body: correctJobBodySchema,
    data: staffArchiveDetailSchema,
  },
  editStaffRemarks: {
    method: 'POST',
    path: '/remarks/editStaffRemarks',
    access: 'user',
    summary: "HR's note on an archive",
    body: z.object({
      id,
      version,
      remarks: z.string().trim().max(ARCHIVE_REMARKS_MAX).nullable(),
    }),
    data: staffArchiveDetailSchema,
  },
  selectRequestPage: {
    method: 'POST',
    path: `${P}/selectRequestPage`,
    access: 'user',
    summary: "Employees' requests to change identity or bank fields, pending first",
    body: archiveRequestPageBodySchema,
    data: z.object({
      list: z.array(archiveRequestSchema),
      total: z.number().int(),
      pageNum: z.number().int(),
      pageSize: z.number().int(),
    }),
  },
  approveRequest: {
    method: 'POST',
    path: `${P}/approveRequest`,
    access: 'user',
    summary: 'Apply a pending change request to the archive; the employee is reminded',
    body: z.object({ id }),
    data: archiveRequestSchema,
  },
  rejectRequest: {
    method: 'POST',
    path: `${P}/rejectRequest`,
    access: 'user',
    summary: 'Refuse a pending change request with a reason; the employee is reminded',
    body: z.object({ id, reason: z.string().trim().min(1).max(ARCHIVE_REJECT_REASON_MAX) }),
    data: archiveRequestSchema,
  },
  getMyStaffArchive: {
    method: 'GET',
    path: `${P}/getMyStaffArchive`,
    access: 'user',
    summary: "The caller's own archive, job history and latest change request (any staff identity)",
    data: myStaffArchiveSchema,
  },
  updateMine: {
    method: 'POST',
    path: `${P}/updateMine`,
    access: 'user',
    summary: "Change one's own contact, emergency contacts, education and work history at once",
    body: selfEditableSchema.extend({ version }),
    data: myStaffArchiveSchema,
  },
  requestChange: {
    method: 'POST',
    path: `${P}/requestChange`,
    access: 'user',
    summary: "Ask HR to change one's identity or bank fields (one pending request at a time)",
    body: z.object({ changes: reviewedChangesSchema }),
    data: archiveRequestSchema,
  },
});
