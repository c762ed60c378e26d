import { type AuthSummary, type ColumnKey, levelAllows, UserType } from '@renli/contracts';

/**
 * Who may read what, from the caller's access summary (GET /selectAuthByToken, docs/product/permissions.md): the
 * tests workbench widgets, shortcuts, menus and routes share. The server checks every call again; these
 * only spare people tiles, menus and links that would answer 403.
 */

/** The caller as the shell sees it: the access summary, and whether a person is also staff somewhere. */
export interface Actor extends AuthSummary {
  /** A personal identity whose login has an active staff record (it may switch to it). */
  employed: boolean;
}

/** Whom a screen is for: a test of the actor (widgets test the summary alone, which every actor is). */
export type Audience = (actor: Actor) => boolean;

export const everyone: Audience = () => true;

/** Acting as oneself (a job seeker, or someone employed elsewhere), not inside a company. */
export const isPerson = (access: AuthSummary) => access.userType === UserType.PERSON;

/** Acting inside a company (its account or a staff member), not as a person. */
export const inCompany = (access: AuthSummary) => !isPerson(access);

/** Acting as a staff member of a company (the company account has no staff record of its own). */
export const isStaff = (access: AuthSummary) => access.userType === UserType.STAFF;

/** A person who is also staff somewhere: their payslips are theirs to read. */
export const employedPerson: Audience = (actor) => isPerson(actor) && actor.employed;

/** The company account or a staff admin: who manages staff accounts (staff-accounts policy). */
export const managesStaff = (access: AuthSummary) => access.compAdmin === 1 || access.staffAdmin === 1;

/** May read the column (opened by the company, and held by the caller). */
export const readsColumn = (column: ColumnKey) => (access: AuthSummary) =>
  levelAllows(access.columns[column], 'read');

/** May change the column's shared settings (the company account, staff admins, an `update` grant). */
export const updatesColumn = (column: ColumnKey) => (access: AuthSummary) =>
  levelAllows(access.columns[column], 'update');
