import { z } from 'zod';
import { adminCompanyRowSchema, adminPersonRowSchema, adminStaffRowSchema } from '../admin-members.ts';
import { adminAccountCreateSchema, adminAccountSchema } from '../platform.ts';
import { EmployeeType } from '../user-types.ts';
import { noResourceInput, type ResourceContract, resourceRowBase } from './resource.ts';

/**
 * The back office's member lists (`#/Members/*`) and admin accounts (`#/Set`): platform resources,
 * each declared by the module that owns its table. 1 open, 2 closed everywhere; closing and opening
 * are transitions, so the timeline shows who did it.
 */
const openClosed = z.union([z.literal(1), z.literal(2)]);
const keyword = z.string().trim().max(50).optional();
const bookkeeping = resourceRowBase.pick({
  id: true,
  version: true,
  updatedAt: true,
  transitions: true,
}).shape;
const switches = { disable: {}, enable: {} } as const;

export const adminCompanyResource = {
  prefix: '/admin/company',
  scope: 'platform',
  name: 'adminCompany',
  operations: ['selectPage', 'selectById', 'update', 'export'],
  schemas: {
    row: adminCompanyRowSchema.extend(bookkeeping).extend({ status: openClosed }),
    // The platform's own field of a company: its label (empty clears it).
    create: z.object({ compLabel: z.string().trim().max(50).nullable().optional() }),
    update: z.object({
      id: z.number().int().positive(),
      version: z.number().int().min(1),
      compLabel: z.string().trim().max(50).nullable().optional(),
    }),
    filter: z.object({
      keyword,
      status: openClosed.optional(),
      compLabel: z.string().trim().max(50).optional(),
      /** 1: outsourcing providers (Members/HCompany). */
      sysType: z.union([z.literal(0), z.literal(1)]).optional(),
      /** true: only companies with at least one staff member whose login is open. */
      enableStaffCountFilter: z.boolean().optional(),
    }),
  },
  sortFields: ['compName', 'createdAt'],
  transitions: switches,
} as const satisfies ResourceContract;

export const adminPersonResource = {
  prefix: '/admin/person',
  scope: 'platform',
  name: 'adminPerson',
  operations: ['selectPage', 'selectById', 'export'],
  schemas: {
    row: adminPersonRowSchema.extend(bookkeeping).extend({ status: openClosed }),
    create: noResourceInput,
    update: noResourceInput,
    filter: z.object({ keyword, status: openClosed.optional() }),
  },
  sortFields: ['loginCode', 'createdAt'],
  transitions: switches,
} as const satisfies ResourceContract;

export const adminStaffResource = {
  prefix: '/admin/staff',
  scope: 'platform',
  name: 'adminStaff',
  operations: ['selectPage', 'selectById', 'export'],
  schemas: {
    row: adminStaffRowSchema.extend(bookkeeping),
    create: noResourceInput,
    update: noResourceInput,
    filter: z.object({
      keyword,
      compId: z.number().int().positive().optional(),
      employeeType: z.union([z.literal(EmployeeType.HRM), z.literal(EmployeeType.HRO)]).optional(),
    }),
  },
  sortFields: ['staffName', 'createdAt'],
} as const satisfies ResourceContract;

export const adminAccountResource = {
  prefix: '/admin/set',
  scope: 'platform',
  name: 'adminAccount',
  operations: ['selectPage', 'selectById', 'insert'],
  schemas: {
    row: adminAccountSchema.extend(bookkeeping),
    create: adminAccountCreateSchema,
    update: noResourceInput,
    filter: z.object({ keyword: z.string().trim().max(60).optional(), status: openClosed.optional() }),
  },
  sortFields: ['loginCode', 'createdAt'],
  transitions: switches,
} as const satisfies ResourceContract;
