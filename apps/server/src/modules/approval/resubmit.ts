import type { CompanyActor } from '../../core/actor.ts';
import { badRequest } from '../../core/http/errors.ts';
import type { Locale } from '../../core/i18n/index.ts';
import type { Tx } from '../../db/client.ts';
import { ownInstance } from './actions.ts';
import { startInstance } from './instances.ts';
import { approvalMessages as m } from './messages.ts';

/**
 * Resubmit (再次提交, docs/product/approval.md, "Instances"): a rejected or withdrawn instance of the
 * caller becomes a new draft with the same values and picks, on the template's current version (a
 * template since disabled, or no longer open to the caller: 404 templateClosed). Values are checked
 * again when the draft is submitted.
 */
export async function resubmit(tx: Tx, actor: CompanyActor, id: number, locale: Locale) {
  const old = await ownInstance(tx, actor, id);
  if (old.state !== 'rejected' && old.state !== 'withdrawn') throw badRequest(m['approval.notResubmittable']);
  return startInstance(
    tx,
    actor,
    { templateId: old.templateId, values: old.values, chosen: old.chosen },
    false,
    locale,
  );
}
