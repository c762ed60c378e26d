import { adminStaffResource } from '@renli/contracts';
import { ilike, inArray, or } from 'drizzle-orm';
import { defineResource } from '../../core/resources/define.ts';
import { containing } from '../../db/like.ts';
import { loginCodesOf, loginIdsMatching } from '../auth/staff-logins.ts';
import { companyIdsNamed, companyNamesOf } from '../company/directory.ts';
import { companyStaff } from './schema.ts';

/**
 * Staff across companies for the back office (`#/Members/Staff`, `HStaff`, `AllStaff`): a read-only
 * platform resource over the staff records (invited and removed ones included, as they are).
 */
export const adminStaffResourceDefinition = defineResource({
  scope: 'platform',
  contract: adminStaffResource,
  table: companyStaff,
  policy: () => true,
  aliases: [{ path: '/admin/staff/selectList', operation: 'selectPage' }],
  searchable: [],
  customFilters: {
    /** The staff member's name or login, or the company's name. */
    keyword: (value) => {
      const pattern = containing(String(value));
      return or(
        ilike(companyStaff.staffName, pattern),
        inArray(companyStaff.userId, loginIdsMatching(pattern)),
        inArray(companyStaff.compId, companyIdsNamed(pattern)),
      )!;
    },
  },
  softDelete: null,
  defaultSort: { field: 'id', order: 'descend' },
  present: (row) => ({ staffId: row.id }),
  async decorate(db, rows) {
    const [logins, names] = await Promise.all([
      loginCodesOf(
        db,
        rows.map((row) => row.userId as number),
      ),
      companyNamesOf(
        db,
        rows.map((row) => row.compId as number),
      ),
    ]);
    return rows.map((row) => ({
      ...row,
      loginCode: logins.get(row.userId as number) ?? '',
      compName: names.get(row.compId as number) ?? '',
    }));
  },
  sample: {
    async seed(db, owner) {
      const [row] = await db
        .insert(companyStaff)
        .values({ compId: owner.compId!, userId: owner.userId, staffName: 'Sample staff' })
        .returning({ id: companyStaff.id });
      return row!.id;
    },
  },
});
