import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';

/**
 * The columns (栏目) a company opens and grants to its staff: the main shell's modules (spec
 * sections 2 and 6). 'other' holds everyone's own settings, so it can never be closed.
 */
export const COLUMN_KEYS = [
  'oa',
  'recruit',
  'rpo',
  'staff',
  'salary',
  'performance',
  'crm',
  'srm',
  'train',
  'exam',
  'manage',
  'other',
] as const;
export type ColumnKey = (typeof COLUMN_KEYS)[number];
export const columnKeySchema = z.enum(COLUMN_KEYS);

/** Columns every staff member reads without a grant: daily office work and their own settings. */
export const ALWAYS_READ_COLUMNS: readonly ColumnKey[] = ['oa', 'other'];
/** Columns the company cannot close. */
export const UNCLOSABLE_COLUMNS: readonly ColumnKey[] = ['other'];

/** 'update' includes 'read'. */
export const columnLevelSchema = z.enum(['read', 'update']);
export type ColumnLevel = z.infer<typeof columnLevelSchema>;

/** The caller's effective access per opened column (absent = none). */
export const columnAccessSchema = z.partialRecord(columnKeySchema, columnLevelSchema);
export type ColumnAccess = z.infer<typeof columnAccessSchema>;

/** Whether `held` (absent = none) satisfies the `needed` level. */
export const levelAllows = (held: ColumnLevel | undefined, needed: ColumnLevel) =>
  held === 'update' || (held === 'read' && needed === 'read');

// `/cPowerSetCtl`: the company's column switches.
export const companyColumnSchema = z.object({ columnKey: columnKeySchema, opened: z.boolean() });
export const companyColumnsSchema = z.object({
  columns: z.array(companyColumnSchema),
  /** Only the company account changes the switches. */
  canUpdate: z.boolean(),
  /** The company account and staff admins manage staff permission sets (within their scope). */
  canManageStaff: z.boolean(),
});
export type CompanyColumns = z.infer<typeof companyColumnsSchema>;
export const updateCompanyColumnsBodySchema = z.object({
  columns: z.array(companyColumnSchema).min(1).max(COLUMN_KEYS.length),
});

// `/cAccountAuthCtl`: one staff member's permission set.
export const staffIdQuerySchema = z.object({ staffId: z.coerce.number().int().positive() });
export const staffGrantSchema = z.object({ columnKey: columnKeySchema, level: columnLevelSchema });
export type StaffGrant = z.infer<typeof staffGrantSchema>;
export const staffPermissionSetSchema = z.object({
  staffId: z.number().int(),
  staffName: z.string(),
  /** The grants as stored (columns since closed included, so reopening restores them). */
  columns: z.array(staffGrantSchema),
});
export type StaffPermissionSet = z.infer<typeof staffPermissionSetSchema>;
export const updateStaffPermissionsBodySchema = z.object({
  staffId: z.number().int().positive(),
  columns: z.array(staffGrantSchema).max(COLUMN_KEYS.length),
});
export const emptyStaffPermissionsBodySchema = z.object({ staffId: z.number().int().positive() });

/** docs/product/permissions.md: the company's column switches and per-staff permission sets. */
export const permissionsEndpoints = defineEndpoints('permissions', {
  companyColumns: {
    method: 'GET',
    path: '/cPowerSetCtl/select',
    access: 'user',
    summary: "The company's column switches; every member reads them, only the company account changes them",
    data: companyColumnsSchema,
  },
  updateCompanyColumns: {
    method: 'POST',
    path: '/cPowerSetCtl/update',
    access: 'user',
    summary: "Open or close columns (company account only; 'other' cannot be closed)",
    body: updateCompanyColumnsBodySchema,
    data: companyColumnsSchema,
  },
  staffSet: {
    method: 'GET',
    path: '/cAccountAuthCtl/select',
    access: 'user',
    summary: "A staff member's permission set (managers of that staff member, or the staff member)",
    query: staffIdQuerySchema,
    data: staffPermissionSetSchema,
  },
  updateStaffSet: {
    method: 'POST',
    path: '/cAccountAuthCtl/update',
    access: 'user',
    summary: "Replace a staff member's permission set (company account, or a staff admin of their scope)",
    body: updateStaffPermissionsBodySchema,
    data: staffPermissionSetSchema,
  },
  emptyStaffSet: {
    method: 'POST',
    path: '/cAccountAuthCtl/empty',
    access: 'user',
    summary: "Remove every grant of a staff member's permission set",
    body: emptyStaffPermissionsBodySchema,
    data: staffPermissionSetSchema,
  },
});
