import type { AuthContext } from '../../core/http/auth.ts';
import { forbidden } from '../../core/http/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { resolveCompanyActor } from '../org/actor.ts';
import { companyMessages as m } from './messages.ts';

type UserAuth = Extract<AuthContext, { kind: 'user' }>;

/** A session acting inside a company; the company always comes from the session. */
export interface CompanyCaller {
  compId: number;
  isCompany: boolean;
  /** Company account or staff admin: may edit the profile. */
  canEdit: boolean;
}

export async function companyCaller(db: DbOrTx, auth: UserAuth): Promise<CompanyCaller> {
  if (auth.compId === null) throw forbidden(m['company.noCompany']);
  const { isCompany, staffAdmin } = await resolveCompanyActor(db, auth);
  return { compId: auth.compId, isCompany, canEdit: isCompany || staffAdmin };
}
