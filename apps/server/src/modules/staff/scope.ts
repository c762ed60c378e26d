import { inArray, type SQL } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import { companyStaff } from './schema.ts';

/**
 * The staff a caller sees in company-wide lists and counts: everyone, except that an admin of only
 * HRM or only HRO sees just those staff (docs/product/staff.md, staff admin scope).
 */
export const visibleStaffTypes = (actor: CompanyActor): SQL | undefined =>
  actor.staffAdmin && actor.managedTypes.length < 2
    ? inArray(companyStaff.employeeType, actor.managedTypes)
    : undefined;
