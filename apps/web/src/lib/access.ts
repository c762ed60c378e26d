import { type AuthSummary, type ColumnKey, levelAllows, UserType } from '@renli/contracts';

/**
 * Who may read what, from the caller's access summary (GET /selectAuthByToken, docs/product/permissions.md): the
 * tests workbench widgets and shortcuts share. The server checks every call again; these only spare
 * people tiles and links that would answer 403.
 */

/** Acting inside a company (its account or a staff member), not as a person. */
export const inCompany = (access: AuthSummary) => access.userType !== UserType.PERSON;

/** The company account or a staff admin: who manages staff accounts (staff-accounts policy). */
export const managesStaff = (access: AuthSummary) => access.compAdmin === 1 || access.staffAdmin === 1;

/** May read the column (opened by the company, and held by the caller). */
export const readsColumn = (column: ColumnKey) => (access: AuthSummary) =>
  levelAllows(access.columns[column], 'read');
