import { StaffStatus, UserType } from '@renli/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { loginOriginOf } from '../auth/staff-logins.ts';
import { companiesOwnedBy } from '../company/service.ts';
import { companyStaff } from './schema.ts';

/**
 * Whether company `compId` holds a login's credentials: it created the login as a staff login and
 * the login acts nowhere else (no staff record in another company, no company of its own). Only
 * then may the company link it straight away or reset its password (docs/security.md, "Who may
 * change a login's credentials"); anyone else's login joins by invitation.
 */
export async function companyControlsLogin(db: DbOrTx, compId: number, userId: number): Promise<boolean> {
  const origin = await loginOriginOf(db, userId);
  if (origin?.userType !== UserType.STAFF || origin.createdByCompId !== compId) return false;
  const [elsewhere] = await db
    .select({ id: companyStaff.id })
    .from(companyStaff)
    .where(
      and(
        eq(companyStaff.userId, userId),
        ne(companyStaff.compId, compId),
        eq(companyStaff.status, StaffStatus.ACTIVE),
      ),
    )
    .limit(1);
  if (elsewhere) return false;
  return (await companiesOwnedBy(db, [userId])).length === 0;
}
