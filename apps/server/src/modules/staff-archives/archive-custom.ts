import type { CustomValues } from '@renli/contracts';
import type { Locale } from '../../core/i18n/index.ts';
import { activeCustomFields } from '../../core/resources/custom-fields.ts';
import { type PreparedCustom, prepareCustom } from '../../core/resources/custom-values.ts';
import type { Tx } from '../../db/client.ts';
import type { ArchiveRow } from './archive-present.ts';
import { staffArchiveResourceDefinition } from './archive-resource.ts';

/**
 * The company's custom values an edit or an import sends for an archive, checked by the kit against
 * the fields the company has now (read in the write's transaction) and merged over the archive's
 * (docs/modules.md, "Custom fields"): a patch, so required fields are not asked for again, only
 * kept from being emptied. `notOptions` are an import's cells naming no option.
 */
export async function archiveCustomChange(
  tx: Tx,
  locale: Locale,
  existing: ArchiveRow,
  sent: CustomValues | undefined,
  notOptions: Record<string, string> = {},
): Promise<PreparedCustom> {
  if (sent === undefined && Object.keys(notOptions).length === 0) return { problems: [] };
  const fields = await activeCustomFields(tx, staffArchiveResourceDefinition, existing.compId);
  return prepareCustom(fields, locale, sent ?? {}, existing, notOptions);
}
