import { EmployeeType } from '@renli/contracts';
import type { CompanyActor, UserAuth } from '../../core/actor.ts';
import { forbidden } from '../../core/http/errors.ts';
import { resourceMessages as m } from '../../core/resources/messages.ts';
import type { DbOrTx } from '../../db/client.ts';
import { staffRoleOf } from '../staff/records.ts';

const COMPANY_ROLE = { staffAdmin: false, managedTypes: [EmployeeType.HRM, EmployeeType.HRO] };

/** The caller as a member of their current company: the company account, a staff admin or plain staff. */
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
