import type { AuthContext } from '../../core/http/auth.ts';
import { forbidden } from '../../core/http/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { resolveCompanyActor } from '../org/actor.ts';
import { billingMessages as m } from './messages.ts';

/**
 * The company's money (assets, orders, invoices) is the company account's and its staff admins'
 * business; plain staff and people without a company get 403. The company comes from the session.
 */
export async function billingActor(db: DbOrTx, auth: Extract<AuthContext, { kind: 'user' }>) {
  const actor = await resolveCompanyActor(db, auth);
  if (!actor.isCompany && !actor.staffAdmin) throw forbidden(m['billing.forbidden']);
  return actor;
}
