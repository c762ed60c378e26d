import { EmployeeType } from '@renli/contracts';
import type { DbOrTx } from '../db/client.ts';
import type { AuthContext } from '../http/auth.ts';
import { forbidden } from '../http/errors.ts';
import { staffRoleOf } from '../modules/org/service.ts';
import { type EffectiveColumns, effectiveColumns } from '../modules/permissions/access.ts';
import { resourceMessages as m } from './messages.ts';

/** A caller inside a company, with the roles policies ask about (one read of their staff record). */
export interface CompanyActor {
  userId: number;
  compId: number;
  /** null for the company account itself. */
  staffId: number | null;
  isCompany: boolean;
  staffAdmin: boolean;
  /** Employee types (HRM 1, HRO 2) the caller administers: both for the company account, none for plain staff. */
  managedTypes: number[];
}

/** The caller of a resource endpoint: a company actor with its effective column access. */
export interface ResourceActor extends CompanyActor {
  /** Effective column access (spec section 6), for column gates and policies that widen by grant. */
  access: EffectiveColumns;
}

type UserAuth = Extract<AuthContext, { kind: 'user' }>;
const COMPANY_ROLE = { staffAdmin: false, managedTypes: [EmployeeType.HRM, EmployeeType.HRO] };

export async function resolveCompanyActor(db: DbOrTx, auth: UserAuth): Promise<CompanyActor> {
  // People without a company (job seekers) have no company data to see.
  if (auth.compId === null) throw forbidden(m['resource.forbidden']);
  const role = auth.staffId === null ? COMPANY_ROLE : await staffRoleOf(db, auth.compId, auth.staffId);
  return {
    userId: auth.userId,
    compId: auth.compId,
    staffId: auth.staffId,
    isCompany: auth.staffId === null,
    ...role,
  };
}

/** Column access costs two more reads, so only resource endpoints and column gates ask for it. */
export async function resolveActor(db: DbOrTx, auth: UserAuth): Promise<ResourceActor> {
  const actor = await resolveCompanyActor(db, auth);
  return { ...actor, access: await effectiveColumns(db, actor) };
}
