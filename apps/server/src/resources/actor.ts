import type { DbOrTx } from '../db/client.ts';
import type { AuthContext } from '../http/auth.ts';
import { forbidden } from '../http/errors.ts';
import { isStaffAdmin } from '../modules/org/service.ts';
import { type EffectiveColumns, effectiveColumns } from '../modules/permissions/access.ts';
import { resourceMessages as m } from './messages.ts';

/** The caller of a resource endpoint: always inside a company, with the roles policies ask about. */
export interface ResourceActor {
  userId: number;
  compId: number;
  /** null for the company account itself. */
  staffId: number | null;
  isCompany: boolean;
  staffAdmin: boolean;
  /** Effective column access (spec section 6), for column gates and policies that widen by grant. */
  access: EffectiveColumns;
}

export async function resolveActor(db: DbOrTx, auth: Extract<AuthContext, { kind: 'user' }>) {
  // People without a company (job seekers) have no company data to see.
  if (auth.compId === null) throw forbidden(m['resource.forbidden']);
  const who = {
    compId: auth.compId,
    staffId: auth.staffId,
    isCompany: auth.staffId === null,
    staffAdmin: auth.staffId !== null && (await isStaffAdmin(db, auth.compId, auth.staffId)),
  };
  const actor: ResourceActor = { userId: auth.userId, ...who, access: await effectiveColumns(db, who) };
  return actor;
}
