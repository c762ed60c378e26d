import {
  ADMIN_SCOPES,
  type answerInvitationBodySchema,
  LoginStatus,
  type MyStaffRecord,
  type StaffAccount,
  type StaffInvitation,
  StaffStatus,
  staffAccountResource,
  type updateLoginStatusBodySchema,
  type updateStaffAdminBodySchema,
} from '@renli/contracts';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CompanyActor } from '../../core/actor.ts';
import type { DomainEvents } from '../../core/events.ts';
import type { AuthContext } from '../../core/http/auth.ts';
import { badRequest, forbidden, notFound } from '../../core/http/errors.ts';
import { writeAudit } from '../../core/resources/audit.ts';
import { resourceMessages } from '../../core/resources/messages.ts';
import { presentRow } from '../../core/resources/presenter.ts';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { staffKey } from '../auth/identity-key.ts';
import { revokeIdentitySessions } from '../auth/sessions.ts';
import { resetToDefaultPassword } from '../auth/staff-logins.ts';
import { companiesByIds } from '../company/service.ts';
import { resolveCompanyActor } from '../org/actor.ts';
import { staffAccountResourceDefinition as definition } from './accounts.ts';
import { companyControlsLogin } from './login-control.ts';
import { staffAccountMessages as m } from './messages.ts';
import { managedStaffScope, staffAccountsPolicy } from './policy.ts';
import { companyStaff } from './schema.ts';
import { refuseSelf } from './self.ts';

type UserAuth = Extract<AuthContext, { kind: 'user' }>;
const REMOVED = StaffStatus.REMOVED;
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

export function createStaffAccountsService(db: Database, events: DomainEvents) {
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
     * Puts a staff login back on the default initial password and ends its sessions. Only a login
     * the company created and that acts nowhere else: any other password is its owner's.
     */
    async resetPassword(auth: UserAuth, id: number) {
      const actor = await manager(db, auth);
      await db.transaction(async (tx) => {
        const [row] = await lockManaged(tx, actor, [id]);
        if (
          row!.status !== StaffStatus.ACTIVE ||
          !(await companyControlsLogin(tx, actor.compId, row!.userId))
        )
          throw forbidden(m['staff.loginNotControlled']);
        await resetToDefaultPassword(tx, row!.userId);
        await writeAudit(tx, actor, AUDIT_NAME, [
          { recordId: row!.id, action: 'update', changes: { password: { before: null, after: 'reset' } } },
        ]);
      });
      return { reset: true };
    },

    /** Companies waiting for the caller's login to accept their invitation, oldest first. */
    async myInvitations(auth: UserAuth): Promise<StaffInvitation[]> {
      const rows = await db
        .select({
          id: companyStaff.id,
          compId: companyStaff.compId,
          staffName: companyStaff.staffName,
          invitedAt: companyStaff.createdAt,
        })
        .from(companyStaff)
        .where(and(eq(companyStaff.userId, auth.userId), eq(companyStaff.status, StaffStatus.INVITED)))
        .orderBy(asc(companyStaff.id));
      const companies = await companiesByIds(
        db,
        rows.map((r) => r.compId),
      );
      // A closed company's invitation waits unseen until the company is opened again.
      return rows.flatMap(({ invitedAt, ...r }) => {
        const company = companies.get(r.compId);
        if (!company?.active) return [];
        return [{ ...r, compName: company.compName, invitedAt: invitedAt.toISOString() }];
      });
    },

    /**
     * The login's owner accepts (the staff record becomes active: a new identity to switch to) or
     * declines (the record is removed). Whoever holds the login decides, whichever identity it acts as.
     */
    async answerInvitation(auth: UserAuth, body: z.output<typeof answerInvitationBodySchema>) {
      const status = body.accept ? StaffStatus.ACTIVE : StaffStatus.REMOVED;
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(companyStaff)
          .set({ status, ...bumpVersion })
          .where(
            and(
              eq(companyStaff.id, body.id),
              eq(companyStaff.userId, auth.userId),
              eq(companyStaff.status, StaffStatus.INVITED),
            ),
          )
          .returning();
        if (!updated) throw notFound(m['staff.invitationNotFound']);
        await writeAudit(tx, { compId: updated.compId, userId: auth.userId }, AUDIT_NAME, [
          {
            recordId: updated.id,
            action: 'update',
            changes: { status: { before: StaffStatus.INVITED, after: status } },
          },
        ]);
        return updated;
      });
      if (body.accept) {
        await events.emit('staff.joined', { compId: row.compId, staffId: row.id, userId: row.userId });
      }
      return { status };
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
        .select()
        .from(companyStaff)
        .where(
          and(
            eq(companyStaff.id, auth.staffId),
            eq(companyStaff.compId, auth.compId),
            ne(companyStaff.status, REMOVED),
          ),
        );
      const company = (await companiesByIds(db, [auth.compId])).get(auth.compId);
      if (!row || !company) throw forbidden(m['staff.notStaff']);
      return {
        ...(await presentStaff(db, row)),
        compId: auth.compId,
        compName: company.compName,
      };
    },
  };
}
