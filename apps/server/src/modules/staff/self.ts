import type { CompanyActor } from '../../core/actor.ts';
import { forbidden } from '../../core/http/errors.ts';
import { staffAccountMessages as m } from './messages.ts';

/** A staff admin may not close or remove their own account (they would lock themselves out). */
export function refuseSelf(actor: CompanyActor, staffIds: number[]) {
  if (actor.staffId !== null && staffIds.includes(actor.staffId)) throw forbidden(m['staff.notSelf']);
}
