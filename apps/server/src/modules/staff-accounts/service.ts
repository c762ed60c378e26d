import {
  ADMIN_SCOPES,
  LoginStatus,
  type MyStaffRecord,
  type StaffAccount,
  staffAccountResource,
  UserType,
  type updateLoginStatusBodySchema,
  type updateStaffAdminBodySchema,
} from '@renli/contracts';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import type { AuthContext } from '../../http/auth.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { type CompanyActor, resolveCompanyActor } from '../../resources/actor.ts';
import { writeAudit } from '../../resources/audit.ts';
import { resourceMessages } from '../../resources/messages.ts';
import { presentRow } from '../../resources/presenter.ts';
import { staffKey } from '../auth/identity-key.ts';
import { revokeIdentitySessions } from '../auth/sessions.ts';
import { loginTypeOf, resetToDefaultPassword } from '../auth/staff-logins.ts';
import { companies, companyStaff, positions, ranks } from '../org/schema.ts';
import { staffAccountMessages as m } from './messages.ts';
import { managedStaffScope, staffAccountsPolicy } from './policy.ts';
import { refuseSelf } from './self.ts';
import { staffAccountResourceDefinition as definition } from './staff-accounts.ts';

type UserAuth = Extract<AuthContext, { kind: 'user' }>;
const REMOVED = 2;
const AUDIT_NAME = staffAccountResource.name;

/** The caller as a manager of staff accounts: the company account or a staff admin. */
async function manager(db: Database, auth: UserAuth) {
  const actor = await resolveCompanyActor(db, auth);
  if (!staffAccountsPolicy(actor, 'update')) throw forbidden(resourceMessages['resource.forbidden']);
  return actor;
}

/** Locks the active staff records with these ids that the actor manages; any other id is a 404. */
async function lockManaged(tx: Tx, actor: CompanyActor, ids: number[]) {
  const unique = [...new Set(ids)];
  const rows = await tx
    .select()
    .from(companyStaff)
    .where(
      and(
        eq(companyStaff.compId, actor.compId),
        ne(companyStaff.status, REMOVED),
        inArray(companyStaff.id, unique),
        await managedStaffScope(tx, actor),
      ),
    )
    .for('update');
  if (rows.length !== unique.length) throw notFound(resourceMessages['resource.notFound']);
  return rows;
}

/** A staff row as `/compStaffMember` answers it (with its mobile and department name). */
async function presentStaff(db: DbOrTx, row: typeof companyStaff.$inferSelect): Promise<StaffAccount> {
  const [presented] = await definition.decorate!(db, [presentRow(definition, row)]);
  return presented as unknown as StaffAccount;
}

const bumpVersion = { version: sql`${companyStaff.version} + 1`, updatedAt: new Date() };

export function createStaffAccountsService(db: Database) {
  return {
    /** Opens or closes logins; closing ends those staff identities' live sessions. */
    async updateLoginStatus(auth: UserAuth, body: z.output<typeof updateLoginStatusBodySchema>) {
      const actor = await manager(db, auth);
      if (body.loginStatus === LoginStatus.CLOSED) refuseSelf(actor, body.ids);
      return db.transaction(async (tx) => {
        const rows = await lockManaged(tx, actor, body.ids);
        const changed = rows.filter((r) => r.loginStatus !== body.loginStatus);
        if (changed.length > 0) {
          await tx
            .update(companyStaff)
            .set({ loginStatus: body.loginStatus, ...bumpVersion })
            .where(
              inArray(
                companyStaff.id,
                changed.map((r) => r.id),
              ),
            );
        }
        if (body.loginStatus === LoginStatus.CLOSED) {
          await revokeIdentitySessions(
            tx,
            changed.map((row) => staffKey(actor.compId, row.id)),
          );
        }
        await writeAudit(
          tx,
          actor,
          AUDIT_NAME,
          changed.map((r) => ({
            recordId: r.id,
            action: 'update' as const,
            changes: { loginStatus: { before: r.loginStatus, after: body.loginStatus } },
          })),
        );
        return { updated: changed.length };
      });
    },

    /**
     * Puts a staff login back on the default initial password and ends its sessions. A personal
     * login linked as staff is refused: its password is its owner's, not the company's.
     */
    async resetPassword(auth: UserAuth, id: number) {
      const actor = await manager(db, auth);
      await db.transaction(async (tx) => {
        const [row] = await lockManaged(tx, actor, [id]);
        if ((await loginTypeOf(tx, row!.userId)) !== UserType.STAFF)
          throw forbidden(m['staff.personalLogin']);
        await resetToDefaultPassword(tx, row!.userId);
      });
      return { reset: true };
    },

    /** Grants or withdraws the staff-admin flag and its HRM/HRO scope: the company account only. */
    async updateAdmin(auth: UserAuth, body: z.output<typeof updateStaffAdminBodySchema>) {
      const actor = await resolveCompanyActor(db, auth);
      if (!actor.isCompany) throw forbidden(m['staff.companyOnly']);
      const adminScope =
        body.staffAdmin === 1 ? ADMIN_SCOPES.filter((s) => body.adminScope.includes(s)).join(',') : '';
      if (body.staffAdmin === 1 && adminScope === '') throw badRequest(m['staff.adminScopeRequired']);
      return db.transaction(async (tx) => {
        const [row] = await lockManaged(tx, actor, [body.id]);
        const [updated] = await tx
          .update(companyStaff)
          .set({ staffAdmin: body.staffAdmin, adminScope, ...bumpVersion })
          .where(eq(companyStaff.id, body.id))
          .returning();
        await writeAudit(tx, actor, AUDIT_NAME, [
          {
            recordId: body.id,
            action: 'update',
            changes: {
              staffAdmin: { before: row!.staffAdmin, after: body.staffAdmin },
              adminScope: { before: row!.adminScope, after: adminScope },
            },
          },
        ]);
        return presentStaff(tx, updated!);
      });
    },

    /** The caller's own staff record for the 'my' tab; the company account and persons have none. */
    async selectMy(auth: UserAuth): Promise<MyStaffRecord> {
      if (auth.compId === null || auth.staffId === null) throw forbidden(m['staff.notStaff']);
      const [row] = await db
        .select({
          staff: companyStaff,
          compName: companies.compName,
          positionName: positions.name,
          rankName: ranks.name,
        })
        .from(companyStaff)
        .innerJoin(companies, eq(companies.id, companyStaff.compId))
        .leftJoin(positions, and(eq(positions.id, companyStaff.positionId), ne(positions.status, REMOVED)))
        .leftJoin(ranks, eq(ranks.id, companyStaff.rankId))
        .where(
          and(
            eq(companyStaff.id, auth.staffId),
            eq(companyStaff.compId, auth.compId),
            ne(companyStaff.status, REMOVED),
          ),
        );
      if (!row) throw forbidden(m['staff.notStaff']);
      return {
        ...(await presentStaff(db, row.staff)),
        compId: auth.compId,
        compName: row.compName,
        positionName: row.positionName,
        rankName: row.rankName,
      };
    },
  };
}
