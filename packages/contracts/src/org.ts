import { z } from 'zod';
import { EmployeeType } from './user-types.ts';

/** Staff search (`/compStaffMember/getStaff`) answers pages of 10 unless asked otherwise (docs/product/org.md). */
export const STAFF_PAGE_SIZE = 10;
export const STAFF_SEARCH_MAX = 50;

/** HRM (1, internal) or HRO (2, outsourced) staff. */
export const employeeTypeSchema = z.union([z.literal(EmployeeType.HRM), z.literal(EmployeeType.HRO)]);

/**
 * The query of `getStaff`, as a POST body or GET query string (hence the coercion). `compId` is only
 * checked against the session: a company other than the caller's is refused, never searched.
 */
export const staffSearchQuerySchema = z.object({
  compId: z.coerce.number().int().positive().optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(STAFF_PAGE_SIZE),
  /** Name, pinyin (initials "zs" or syllables for 张三), mobile, login code, job number or department name. */
  searchText: z.string().trim().max(STAFF_SEARCH_MAX).optional(),
  /** Staff of this department only (not its sub-departments); 0 lists staff without a department. */
  deptId: z.coerce.number().int().min(0).optional(),
  /** The staff member's login status: 1 open, 2 closed. */
  status: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional(),
  employeeType: z.coerce.number().pipe(employeeTypeSchema).optional(),
});
export type StaffSearchQuery = z.input<typeof staffSearchQuerySchema>;

export const staffEntrySchema = z.object({
  /** The staff record (permission sets and staff accounts are keyed by it). */
  staffId: z.number().int(),
  /** The staff member's login, which is also their chat account (`C2C<userId>`). */
  userId: z.number().int(),
  staffName: z.string(),
  /** The company's job number (工号): pickers show it to tell namesakes apart. */
  jobNo: z.string().nullable(),
  staffPhotoWebAddr: z.string().nullable(),
  deptName: z.string().nullable(),
  position: z.string().nullable(),
  employeeType: employeeTypeSchema,
  mobile: z.string().nullable(),
});
export type StaffEntry = z.infer<typeof staffEntrySchema>;

export const staffSearchResultSchema = z.object({
  result: z.object({
    list: z.array(staffEntrySchema),
    total: z.number().int(),
    pageNum: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type StaffSearchResult = z.infer<typeof staffSearchResultSchema>;

/**
 * `GET /compStaffMember/getCompanyAccount`: the caller's company's own login (the account that
 * registered it, without a staff record), so colleagues can find and message it (docs/product/staff.md).
 * With `searchText`, answered only when its display name or the company's contact person matches by
 * text or pinyin, or its mobile contains the text.
 */
export const companyAccountQuerySchema = z.object({
  searchText: z.string().trim().max(STAFF_SEARCH_MAX).optional(),
});
export type CompanyAccountQuery = z.input<typeof companyAccountQuerySchema>;

export const companyAccountSchema = z.object({
  account: z
    .object({
      /** Its login, which is also its chat account (`C2C<userId>`). */
      userId: z.number().int(),
      /** Its display name (the chat nick). */
      name: z.string(),
      /** The company's contact person, when it differs from the display name. */
      contactName: z.string().nullable(),
      avatar: z.string().nullable(),
    })
    .nullable(),
});
export type CompanyAccount = z.infer<typeof companyAccountSchema>;

/**
 * `GET /compStaffMember/selectCounts`: the head count of the caller's company for the workbench
 * (active staff only; a staff admin scoped to HRM or HRO counts those staff).
 */
export const staffCountsSchema = z.object({
  active: z.number().int(),
  hrm: z.number().int(),
  hro: z.number().int(),
  /** Entry date in the current month, China time; a record without one counts from the day it was added. */
  joinedThisMonth: z.number().int(),
});
export type StaffCounts = z.infer<typeof staffCountsSchema>;
