import {
  COLUMN_KEYS,
  type ColumnKey,
  type CompanyColumns,
  type StaffGrant,
  type StaffPermissionSet,
  UNCLOSABLE_COLUMNS,
} from '@renli/contracts';
import { eq, sql } from 'drizzle-orm';
import { accessMessages } from '../../core/access.ts';
import type { CompanyActor } from '../../core/actor.ts';
import { badRequest, forbidden, notFound } from '../../core/http/errors.ts';
import type { Database } from '../../db/client.ts';
import { findActiveStaff } from '../staff/records.ts';
import { closedColumnsOf, grantsOf } from './access.ts';
import { permissionMessages as m } from './messages.ts';
import { companyColumns, staffColumnGrants } from './schema.ts';

const refuseDuplicates = (keys: ColumnKey[]) => {
  const seen = new Set<ColumnKey>();
  for (const key of keys) {
    if (seen.has(key)) throw badRequest(m['permissions.duplicateColumn'], { column: key });
    seen.add(key);
  }
};

export function createPermissionsService(db: Database) {
  /**
   * The staff member whose set the actor manages: of the actor's company (404 otherwise), managed by
   * the company account, or by a staff admin whose HRM/HRO scope covers them, never by themselves.
   */
  async function managedStaff(actor: CompanyActor, staffId: number, reading = false) {
    const staff = await findActiveStaff(db, actor.compId, staffId);
    if (!staff) throw notFound(m['permissions.staffNotFound']);
    if (actor.isCompany) return staff;
    if (actor.staffId === staffId) {
      // Reading one's own set is harmless (the auth summary shows its effect anyway).
      if (reading) return staff;
      throw forbidden(m['permissions.notSelf']);
    }
    if (!actor.staffAdmin) throw forbidden(m['permissions.managersOnly']);
    if (!actor.managedTypes.includes(staff.employeeType)) throw forbidden(m['permissions.outOfScope']);
    return staff;
  }

  const presentSet = async (staff: { id: number; staffName: string }): Promise<StaffPermissionSet> => {
    const grants = await grantsOf(db, staff.id);
    return {
      staffId: staff.id,
      staffName: staff.staffName,
      columns: COLUMN_KEYS.filter((key) => grants.has(key)).map((key) => ({
        columnKey: key,
        level: grants.get(key)!,
      })),
    };
  };

  return {
    async companyColumns(actor: CompanyActor): Promise<CompanyColumns> {
      const closed = await closedColumnsOf(db, actor.compId);
      return {
        columns: COLUMN_KEYS.map((columnKey) => ({ columnKey, opened: !closed.includes(columnKey) })),
        canUpdate: actor.isCompany,
        canManageStaff: actor.isCompany || actor.staffAdmin,
      };
    },

    async updateCompanyColumns(actor: CompanyActor, columns: { columnKey: ColumnKey; opened: boolean }[]) {
      if (!actor.isCompany) throw forbidden(m['permissions.companyOnly']);
      refuseDuplicates(columns.map((c) => c.columnKey));
      if (columns.some((c) => !c.opened && UNCLOSABLE_COLUMNS.includes(c.columnKey))) {
        throw badRequest(m['permissions.unclosable']);
      }
      await db.transaction(async (tx) => {
        for (const { columnKey, opened } of columns) {
          await tx
            .insert(companyColumns)
            .values({ compId: actor.compId, columnKey, opened })
            .onConflictDoUpdate({
              target: [companyColumns.compId, companyColumns.columnKey],
              set: { opened, updatedAt: sql`now()` },
            });
        }
      });
      return this.companyColumns(actor);
    },

    async staffSet(actor: CompanyActor, staffId: number) {
      return presentSet(await managedStaff(actor, staffId, true));
    },

    /** Replaces the staff member's set; granting a column the company closed is refused. */
    async updateStaffSet(actor: CompanyActor, staffId: number, columns: StaffGrant[]) {
      const staff = await managedStaff(actor, staffId);
      refuseDuplicates(columns.map((c) => c.columnKey));
      const closed = await closedColumnsOf(db, actor.compId);
      if (columns.some((c) => closed.includes(c.columnKey)))
        throw badRequest(accessMessages['permissions.columnClosed']);
      await db.transaction(async (tx) => {
        await tx.delete(staffColumnGrants).where(eq(staffColumnGrants.staffId, staff.id));
        if (columns.length > 0) {
          await tx.insert(staffColumnGrants).values(columns.map((c) => ({ staffId: staff.id, ...c })));
        }
      });
      return presentSet(staff);
    },

    async emptyStaffSet(actor: CompanyActor, staffId: number) {
      const staff = await managedStaff(actor, staffId);
      await db.delete(staffColumnGrants).where(eq(staffColumnGrants.staffId, staff.id));
      return presentSet(staff);
    },
  };
}
