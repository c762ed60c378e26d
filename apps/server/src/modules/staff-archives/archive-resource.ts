import { type ArchiveState, STATUSES_OF_STATE, staffArchiveResource } from '@renli/contracts';
import { gte, ilike, inArray, lte, or } from 'drizzle-orm';
import { defineResource } from '../../core/resources/define.ts';
import { containing } from '../../db/like.ts';
import { linkOrCreateStaffLogin } from '../auth/staff-logins.ts';
import { staffInDepartment, staffMatching, staffOfTypes } from '../staff/cards.ts';
import { addStaffMember } from '../staff/records.ts';
import { archivePolicy, archiveScope } from './archive-policy.ts';
import { decorateArchives, maskedColumns } from './archive-present.ts';
import { staffArchives } from './schema.ts';

const staffId = staffArchives.staffId;

/**
 * Staff archives at `/staffArchive` (docs/product/staff.md, "Archives (员工档案) and my record"): the
 * kit lists and exports them with masked identity and bank numbers and keeps their timeline; the
 * module's own endpoints (archive-routes.ts) open, change and import them.
 */
export const staffArchiveResourceDefinition = defineResource({
  contract: staffArchiveResource,
  table: staffArchives,
  tenant: 'compId',
  column: 'staff',
  policy: archivePolicy,
  searchable: [],
  softDelete: null,
  defaultSort: { field: 'entryDate', order: 'descend' },
  customFilters: {
    searchText: (value) =>
      or(
        staffMatching(staffId, String(value)),
        ilike(staffArchives.idNumber, containing(String(value).toUpperCase())),
      )!,
    deptId: (value) => staffInDepartment(staffId, Number(value)),
    employeeType: (value) => staffOfTypes(staffId, [Number(value)]),
    state: (value) => inArray(staffArchives.empStatus, [...STATUSES_OF_STATE[value as ArchiveState]]),
    entryFrom: (value) => gte(staffArchives.entryDate, String(value)),
    entryTo: (value) => lte(staffArchives.entryDate, String(value)),
  },
  actorScope: archiveScope,
  present: maskedColumns,
  decorate: decorateArchives,
  aliases: [{ path: `${staffArchiveResource.prefix}/getStaffArchivePage`, operation: 'selectPage' }],
  sample: {
    async seed(db, owner) {
      // A staff login of its own: the owner's login may hold another resource's sample staff record.
      const login = await linkOrCreateStaffLogin(db, {
        compId: owner.compId!,
        mobile: '13999990001',
        staffName: 'Sample staff',
      });
      const staff = await addStaffMember(db, {
        compId: owner.compId!,
        userId: login.userId,
        staffName: 'Sample staff',
      });
      const [row] = await db
        .insert(staffArchives)
        .values({ compId: owner.compId!, staffId: staff.id, entryDate: '2024-01-01' })
        .returning({ id: staffArchives.id });
      return row!.id;
    },
  },
});
