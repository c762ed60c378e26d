import { z } from 'zod';
import type { ApprovalForm } from './approval/form.ts';
import { defineEndpoints } from './endpoint.ts';
import { uploadResultSchema } from './files.ts';
import { EntryInfoStatus } from './resources/staff-entry.ts';
import { ARCHIVE_DOCUMENTS_MAX, archiveInfoSchema } from './staff-hr/archive-info.ts';
import { EmployeeType } from './user-types.ts';

/**
 * Entry (入职) beyond the kit's endpoints (docs/product/staff.md, "Entry (入职)"): the tab counts, the
 * registration form's link, and the public form the hire fills in without a login.
 */

/** The web route of the public registration form (a hash route: `<origin>/#/staff-info?token=…`). */
export const STAFF_INFO_FORM_ROUTE = '/staff-info';
/** A form link's token: 32 random bytes, base64url without padding. */
export const ENTRY_FORM_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const ENTRY_FORM_LINK_DAYS = 7;
/** Each document the hire uploads: images or PDF of at most 10 MB; 20 files per entry in all. */
export const ENTRY_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
export const ENTRY_UPLOADS_MAX = ARCHIVE_DOCUMENTS_MAX;
/** The multipart field carrying the token, sent before the files (never in the URL, which is logged). */
export const ENTRY_UPLOAD_TOKEN_FIELD = 'token';

const token = z.string().regex(ENTRY_FORM_TOKEN_PATTERN, 'staffEntry.link.invalid');
const employeeType = z.coerce
  .number()
  .pipe(z.union([z.literal(EmployeeType.HRM), z.literal(EmployeeType.HRO)]));

export const entryIdBodySchema = z.object({ id: z.number().int().positive() });

export const entryFormLinkSchema = z.object({
  /** `<origin>/#/staff-info?token=…`: shown once to HR, who copies it or shows it as a QR code. */
  url: z.string(),
  expiresAt: z.string(),
});
export type EntryFormLink = z.infer<typeof entryFormLinkSchema>;

export const entryCountsQuerySchema = z.object({
  /** The tab's sign (HRM 1, HRO 2); the server keeps to the caller's scope whatever it says. */
  employeeType: employeeType.optional(),
});
export const entryCountsSchema = z.object({
  pending: z.number().int(),
  /** Pending entries whose hire has filled in the registration form. */
  pendingFilled: z.number().int(),
  /** Confirmed entries whose entry date falls in this China month. */
  joinedThisMonth: z.number().int(),
  cancelled: z.number().int(),
});
export type EntryCounts = z.infer<typeof entryCountsSchema>;

export const entryTokenBodySchema = z.object({ token });
export const entryInfoBodySchema = z.object({ token, info: archiveInfoSchema });

/** What the public form shows: whose form it is, for which job, and what was filled in so far. */
export const entryInfoFormSchema = z.object({
  compName: z.string(),
  staffName: z.string(),
  entryDate: z.string(),
  deptName: z.string().nullable(),
  positionName: z.string().nullable(),
  info: archiveInfoSchema,
  infoStatus: z.number().int(),
  expiresAt: z.string(),
});
export type EntryInfoForm = z.infer<typeof entryInfoFormSchema>;

export const entryInfoSavedSchema = z.object({
  infoStatus: z.union([z.literal(EntryInfoStatus.SENT), z.literal(EntryInfoStatus.FILLED)]),
});

export const staffEntryEndpoints = defineEndpoints('staffEntry', {
  getCount: {
    method: 'GET',
    path: '/entryManagement/getCount',
    access: 'user',
    summary:
      "Entries per tab in the caller's scope: pending (and of those filled in), joined this month, cancelled",
    query: entryCountsQuerySchema,
    data: entryCountsSchema,
  },
  sendFormUrl: {
    method: 'POST',
    path: '/entryManagement/sendFormUrl',
    access: 'user',
    summary:
      'A new link to the registration form of a pending entry, valid for 7 days; the previous link stops working',
    body: entryIdBodySchema,
    data: entryFormLinkSchema,
  },
  infoForm: {
    method: 'POST',
    path: '/entryManagement/infoForm',
    access: 'public',
    summary:
      'The registration form of a link: company, name, entry date, department, position and the info so far',
    body: entryTokenBodySchema,
    data: entryInfoFormSchema,
  },
  saveInfo: {
    method: 'POST',
    path: '/entryManagement/saveInfo',
    access: 'public',
    summary: 'Saves the registration form without submitting it',
    body: entryInfoBodySchema,
    data: entryInfoSavedSchema,
  },
  submitInfo: {
    method: 'POST',
    path: '/entryManagement/submitInfo',
    access: 'public',
    summary: 'Submits the registration form (identity number required and checked); HR is reminded',
    body: entryInfoBodySchema,
    data: entryInfoSavedSchema,
  },
  infoUpload: {
    method: 'POST',
    path: '/entryManagement/infoUpload',
    access: 'public',
    summary:
      'Uploads documents for the registration form: multipart field "token" first, then "file" parts (images or PDF, 10 MB each, 20 per entry)',
    multipart: true,
    data: uploadResultSchema,
  },
});

/**
 * The form of an entry approval template (审批类型 `staffEntry`): the values the 确认入职 transition
 * sends are keyed by these fields, so a template made from this preset always fits them
 * (docs/product/staff.md, "Entry (入职)").
 */
export const STAFF_ENTRY_APPROVAL_TYPE = 'staffEntry';
export const staffEntryApprovalForm: ApprovalForm = {
  fields: [
    { key: 'staffName', kind: 'text', label: '姓名', required: true, maxLength: 30 },
    { key: 'mobile', kind: 'text', label: '手机号', required: true, maxLength: 11 },
    { key: 'entryDate', kind: 'date', label: '入职日期', required: true, precision: 'day' },
    { key: 'employeeType', kind: 'text', label: '员工类型', required: false, maxLength: 20 },
    { key: 'probation', kind: 'text', label: '试用期', required: false, maxLength: 20 },
    { key: 'remarks', kind: 'textarea', label: '备注', required: false, maxLength: 200 },
  ],
};
