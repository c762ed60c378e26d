import {
  labelIn,
  MAX_SHEET_ROWS,
  optionLabel,
  ROSTER_COLUMNS,
  type RosterColumn,
  type RosterExportBody,
  type RosterRow,
} from '@renli/contracts';
import type { CompanyActor } from '../../core/actor.ts';
import { chinaToday } from '../../core/china-time.ts';
import { badRequest } from '../../core/http/errors.ts';
import { type Locale, translate } from '../../core/i18n/index.ts';
import { resourceMessages } from '../../core/resources/messages.ts';
import { stampedFileName, writeTable } from '../../core/resources/sheet.ts';
import type { DbOrTx } from '../../db/client.ts';
import { rosterMessages as m } from './roster-messages.ts';
import { rosterRow } from './roster-page.ts';
import { rosterQuery } from './roster-query.ts';

/** A cell as people read it: an option's label (性别 男, 学历 本科), else the value; empty when unknown. */
function cell(column: RosterColumn, row: RosterRow, locale: Locale): unknown {
  const spec = ROSTER_COLUMNS[column];
  const value = row[column satisfies keyof RosterRow];
  if (value === null) return null;
  return 'options' in spec ? optionLabel(spec, value, locale) : value;
}

/**
 * 花名册_YYYYMMDDhhmmss.xlsx (China time; "Roster_…" in English): the roster as the list filters and
 * sorts it, the chosen columns in the chosen order with their labels in the caller's language
 * (docs/architecture.md, "Exports and imports"). More than MAX_SHEET_ROWS rows: 400, nothing written.
 */
export async function exportRoster(db: DbOrTx, actor: CompanyActor, body: RosterExportBody, locale: Locale) {
  const asOf = body.asOf ?? chinaToday();
  const query = await rosterQuery(db, actor, body, asOf);
  const rows = (await query.rows(body, MAX_SHEET_ROWS + 1)).map(rosterRow);
  if (rows.length > MAX_SHEET_ROWS)
    throw badRequest(resourceMessages['resource.tooManyRows'], { max: MAX_SHEET_ROWS });
  const title = translate(locale, m['staffRoster.sheet']);
  const columns = body.columns.map((key) => ({
    key,
    header: labelIn(ROSTER_COLUMNS[key].label, locale),
    width: Math.max(8, Math.round(ROSTER_COLUMNS[key].width / 8)),
  }));
  const cells = rows.map((row) =>
    Object.fromEntries(body.columns.map((key) => [key, cell(key, row, locale)])),
  );
  return { file: await writeTable(title, columns, cells), fileName: stampedFileName(title) };
}
