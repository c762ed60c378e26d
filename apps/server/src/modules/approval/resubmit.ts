import { eq } from 'drizzle-orm';
import type { CompanyActor } from '../../core/actor.ts';
import { badRequest, conflict } from '../../core/http/errors.ts';
import type { Locale } from '../../core/i18n/index.ts';
import type { Tx } from '../../db/client.ts';
import { ownInstance } from './actions.ts';
import { startInstance } from './instances.ts';
import { approvalMessages as m } from './messages.ts';
import { approvalInstances } from './schema.ts';

/**
 * Resubmit (再次提交, docs/product/approval.md, "Instances"): a rejected or withdrawn instance of the
 * caller becomes a new draft with the same values and picks, on the template's current version (a
 * template since disabled, or no longer open to the caller: 404 templateClosed). Once per instance:
 * a repeat answers "已处理". Values are checked again when the draft is submitted.
 */
export async function resubmit(tx: Tx, actor: CompanyActor, id: number, locale: Locale) {
  const old = await ownInstance(tx, actor, id);
  if (old.state !== 'rejected' && old.state !== 'withdrawn') throw badRequest(m['approval.notResubmittable']);
  if (old.resubmittedAs !== null) throw conflict(m['approval.handled']);
  const draft = await startInstance(
    tx,
    actor,
    { templateId: old.templateId, values: old.values, chosen: old.chosen },
    false,
    locale,
  );
  await tx.update(approvalInstances).set({ resubmittedAs: draft.id }).where(eq(approvalInstances.id, id));
  return draft;
}
