import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';

/** 1 active, 2 disabled: the same values for companies, logins and staff login status. */
const status = z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)]));

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

/**
 * The back office's older switch endpoints, kept for their clients (the member lists are kit
 * resources of the modules that own them).
 */
export const adminMembersEndpoints = defineEndpoints('admin', {
  updateCompanyLabel: {
    method: 'POST',
    path: '/admin/company/updateLabel',
    access: 'admin',
    summary: "Set a company's compLabel",
    body: setCompLabelSchema,
    data: z.null(),
  },
  updateCompanyStatus: {
    method: 'POST',
    path: '/admin/company/updateStatus',
    access: 'admin',
    summary: 'Enable (1) or disable (2) a company; disabling ends its and its staff sessions',
    body: setCompanyStatusSchema,
    data: z.null(),
  },
  updatePersonStatus: {
    method: 'POST',
    path: '/admin/person/updateStatus',
    access: 'admin',
    summary: 'Enable (1) or disable (2) a personal login; disabling ends its sessions',
    body: setPersonStatusSchema,
    data: z.null(),
  },
});
