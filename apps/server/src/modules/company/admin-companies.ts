import { adminCompanyResource } from '@renli/contracts';
import { ilike, inArray, or, sql } from 'drizzle-orm';
import { defineResource } from '../../core/resources/define.ts';
import { onOffTransitions } from '../../core/resources/on-off.ts';
import { containing } from '../../db/like.ts';
import { revokeCompanySessions } from '../auth/sessions.ts';
import { loginCodesOf, loginIdsMatching } from '../auth/staff-logins.ts';
import { activeStaffCounts, hasActiveStaff } from '../staff/back-office-counts.ts';
import { companyAdminMessages as m } from './admin-messages.ts';
import { companies } from './schema.ts';

const OPEN = 1;
const CLOSED = 2;

/**
 * Every company, for the back office (`#/Members/Company`, `HCompany`): a platform resource over org's
 * table. The platform labels a company (update) and closes or opens it (transitions); closing ends,
 * in the same transaction, every session acting as the company or its staff (decision 32).
 */
export const adminCompanyResourceDefinition = defineResource({
  scope: 'platform',
  contract: adminCompanyResource,
  table: companies,
  policy: () => true,
  // The spec's company list pages with `current`/`size` (decision 45).
  aliases: [
    {
      path: '/admin/company/selectList',
      operation: 'selectPage',
      paging: { pageNum: 'current', pageSize: 'size' },
    },
  ],
  searchable: [],
  customFilters: {
    /** The company's name or its account's login. */
    keyword: (value) => {
      const pattern = containing(String(value));
      return or(
        ilike(companies.compName, pattern),
        inArray(companies.ownerUserId, loginIdsMatching(pattern)),
      )!;
    },
    enableStaffCountFilter: (value) => (value ? hasActiveStaff(companies.id) : sql`true`),
  },
  softDelete: null,
  defaultSort: { field: 'id', order: 'descend' },
  states: {
    field: 'status',
    transitions: onOffTransitions({
      on: OPEN,
      off: CLOSED,
      labels: { disable: m['adminCompany.disable'], enable: m['adminCompany.enable'] },
      onDisable: (tx, row) => revokeCompanySessions(tx, row.id),
    }),
  },
  // The owner's id until `decorate` puts their login in its place.
  present: (row) => ({ compId: row.id, ownerLogin: row.ownerUserId }),
  async decorate(db, rows) {
    const [logins, staff] = await Promise.all([
      loginCodesOf(
        db,
        rows.map((row) => row.ownerLogin as number),
      ),
      activeStaffCounts(
        db,
        rows.map((row) => row.id),
      ),
    ]);
    return rows.map((row) => ({
      ...row,
      ownerLogin: logins.get(row.ownerLogin as number) ?? '',
      staffCount: staff.get(row.id) ?? 0,
    }));
  },
  sample: { seed: async (_db, owner) => owner.compId! },
});
