import { badRequest } from '../../../core/http/errors.ts';
import type { DbOrTx } from '../../../db/client.ts';
import { ownUploadIds, uploadsByIds } from '../../files/ownership.ts';
import { appraisalMessages as m } from './messages.ts';

// Evidence of a self review (docs/product/performance.md, "Appraisal"): the employee's own uploads,
// kept on the item as upload ids (perf_sheet_items.evidence) through the files module's service.

/** The owner's own upload ids for these `/files/…` addresses; another's file is refused (400). */
export async function ownEvidence(
  db: DbOrTx,
  userId: number,
  urls: readonly string[],
): Promise<Map<string, number>> {
  const unique = [...new Set(urls)];
  const ids = await ownUploadIds(db, userId, unique);
  if (unique.some((url) => !ids.has(url))) throw badRequest(m['perf.appraisal.evidenceNotOwn']);
  return ids;
}

/** The address and original name of each upload id. */
export const evidenceOf = uploadsByIds;
