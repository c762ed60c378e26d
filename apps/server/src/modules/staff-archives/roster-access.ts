import type { CompanyActor, UserAuth } from '../../core/actor.ts';
import { forbidden } from '../../core/http/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { resolveCompanyActor } from '../org/actor.ts';
import { requireColumn } from '../permissions/access.ts';
import { rosterMessages as m } from './roster-messages.ts';

/**
 * Who may read the roster and its statistics: the company account and staff admins, with the 员工
 * column (docs/product/staff.md, "Who may do what"); plain staff see only their own record elsewhere.
 * What an admin sees is narrowed to their managed employee types by every query.
 */
export async function rosterReader(db: DbOrTx, auth: UserAuth): Promise<CompanyActor> {
  const actor = await resolveCompanyActor(db, auth);
  if (!actor.isCompany && !actor.staffAdmin) throw forbidden(m['staffRoster.adminsOnly']);
  await requireColumn(db, actor, 'staff', 'read');
  return actor;
}
