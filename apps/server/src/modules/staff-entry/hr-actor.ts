import type { CompanyActor, UserAuth } from '../../core/actor.ts';
import { forbidden } from '../../core/http/errors.ts';
import type { DbOrTx } from '../../db/client.ts';
import { resolveCompanyActor } from '../org/actor.ts';
import { requireColumn } from '../permissions/access.ts';
import { staffEntriesPolicy } from './policy.ts';

/**
 * The caller of an entry endpoint outside the kit, held to the resource's rules: the company account
 * or a staff admin (else 403), with the staff column at `level`.
 */
export async function entryManager(
  db: DbOrTx,
  auth: UserAuth,
  level: 'read' | 'update',
): Promise<CompanyActor> {
  const actor = await resolveCompanyActor(db, auth);
  if (!staffEntriesPolicy(actor, level === 'read' ? 'read' : 'update')) throw forbidden();
  await requireColumn(db, actor, 'staff', level);
  return actor;
}
