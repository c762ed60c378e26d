import { z } from 'zod';
import { EmployeeType } from './user-types.ts';

const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());
const keyword = z.string().trim().max(50).optional();
/** 1 active, 2 disabled: the same values for companies, logins and staff login status. */
const status = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)]));

/** The spec's company list filters, with its `current`/`size` paging. */
export const adminCompanyQuerySchema = z.object({
  current: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(100).default(10),
  status: status.optional(),
  compLabel: z.string().trim().max(50).optional(),
  /** true: only companies with at least one staff member whose login is open. */
  enableStaffCountFilter: flag.optional(),
  keyword,
  /** 1: outsourcing providers (Members/HCompany). */
  sysType: z.coerce.number().int().min(0).max(1).optional(),
});
export type AdminCompanyQuery = z.input<typeof adminCompanyQuerySchema>;

export const adminCompanyRowSchema = z.object({
  compId: z.number().int(),
  compName: z.string(),
  compLabel: z.string().nullable(),
  sysType: z.number().int(),
  status: z.number().int(),
  attestStatus: z.number().int(),
  staffCount: z.number().int(),
  ownerLogin: z.string(),
  createdAt: z.string(),
});
export type AdminCompanyRow = z.infer<typeof adminCompanyRowSchema>;

export const adminCompanyPageSchema = z.object({
  list: z.array(adminCompanyRowSchema),
  total: z.number().int(),
  current: z.number().int(),
  size: z.number().int(),
});

const paging = {
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
};

export const adminPersonQuerySchema = z.object({ ...paging, keyword, status: status.optional() });
export type AdminPersonQuery = z.input<typeof adminPersonQuerySchema>;

export const adminPersonRowSchema = z.object({
  userId: z.number().int(),
  loginCode: z.string(),
  userName: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  status: z.number().int(),
  createdAt: z.string(),
});
export type AdminPersonRow = z.infer<typeof adminPersonRowSchema>;

export const adminStaffQuerySchema = z.object({
  ...paging,
  keyword,
  compId: z.coerce.number().int().positive().optional(),
  employeeType: z.coerce
    .number()
    .pipe(z.union([z.literal(EmployeeType.HRM), z.literal(EmployeeType.HRO)]))
    .optional(),
});
export type AdminStaffQuery = z.input<typeof adminStaffQuerySchema>;

export const adminStaffRowSchema = z.object({
  staffId: z.number().int(),
  userId: z.number().int(),
  compId: z.number().int(),
  compName: z.string(),
  staffName: z.string(),
  loginCode: z.string(),
  employeeType: z.number().int(),
  staffAdmin: z.number().int(),
  loginStatus: z.number().int(),
  createdAt: z.string(),
});
export type AdminStaffRow = z.infer<typeof adminStaffRowSchema>;

export const setCompLabelSchema = z.object({
  compId: z.number().int().positive(),
  /** Empty or null clears the label. */
  compLabel: z.string().trim().max(50).nullable(),
});
export const setCompanyStatusSchema = z.object({ compId: z.number().int().positive(), status });
export const setPersonStatusSchema = z.object({ userId: z.number().int().positive(), status });
