import type { DbOrTx } from '../../db/client.ts';
import type { AuthContext } from '../../http/auth.ts';
import { forbidden } from '../../http/errors.ts';
import { resolveCompanyActor } from '../../resources/actor.ts';
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
