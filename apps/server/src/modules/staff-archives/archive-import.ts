import {
  type FieldOption,
  labelIn,
  type ResourceFields,
  staffArchiveImportRowSchema,
  staffArchiveResource,
} from '@renli/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { ResourceActor } from '../../core/actor.ts';
import { chinaToday } from '../../core/china-time.ts';
import { badRequest } from '../../core/http/errors.ts';
import { type Locale, translate } from '../../core/i18n/index.ts';
import { activeCustomFields } from '../../core/resources/custom-fields.ts';
import { resourceMessages as kit } from '../../core/resources/messages.ts';
import { type FieldMessage, issueMessages, problemMessages } from '../../core/resources/problems.ts';
import { readSheet } from '../../core/resources/sheet.ts';
import type { Database, DbOrTx, Tx } from '../../db/client.ts';
import { staffIdsByKey } from '../staff/cards.ts';
import { archiveCustomChange } from './archive-custom.ts';
import { archiveMessages as m } from './archive-messages.ts';
import { archiveScope } from './archive-policy.ts';
import type { ArchiveRow } from './archive-present.ts';
import { staffArchiveResourceDefinition } from './archive-resource.ts';
import { archiveChange } from './archive-rules.ts';
import { writeArchive } from './archive-write.ts';
import { staffArchives } from './schema.ts';

type RowError = FieldMessage & { row: number };

/** A cell naming no option of its field, in the kit's words (docs/modules.md, "Exports and imports"). */
function notAnOption(locale: Locale, field: string, value: string): FieldMessage {
  const options: readonly FieldOption[] =
    (staffArchiveResource.fields as ResourceFields)[field]?.options ?? [];
  const allowed = options.map((o) => labelIn(o.label, locale)).join(locale === 'en' ? ', ' : '、');
  return { field, message: translate(locale, kit['resource.import.unknownOption'], { value, allowed }) };
}

/** The archives of the actor's scope whose staff members these are, locked for the import. */
async function archivesOf(tx: Tx, actor: ResourceActor, staffIds: number[]) {
  if (staffIds.length === 0) return new Map<number, ArchiveRow>();
  const rows = await tx
    .select()
    .from(staffArchives)
    .where(
      and(
        eq(staffArchives.compId, actor.compId),
        inArray(staffArchives.staffId, staffIds),
        await archiveScope(tx, actor),
      ),
    )
    .for('update');
  return new Map(rows.map((row) => [row.staffId, row]));
}

/**
 * The company's custom fields as the archive import's template lists them: an import only changes
 * archives, so no column is required (a blank cell keeps the value).
 */
export async function importableCustomFields(db: DbOrTx, compId: number) {
  const fields = await activeCustomFields(db, staffArchiveResourceDefinition, compId);
  return fields.map((field) => ({ ...field, required: false }));
}

/**
 * The archive import (the spec's `importStaff`): each row finds an archive by its staff member's job
 * number, or by mobile when it has none, and sets the personal fields and custom fields it fills in
 * (blank cells change nothing), under the same rules as an edit. Every row is checked and every
 * problem reported; one problem anywhere imports nothing.
 */
export async function importArchives(db: Database, actor: ResourceActor, locale: Locale, file: Buffer) {
  const rows = await readSheet(
    staffArchiveResourceDefinition,
    file,
    await activeCustomFields(db, staffArchiveResourceDefinition, actor.compId),
  );
  const today = chinaToday();
  return db.transaction(async (tx) => {
    const parsed = rows.map(({ row, values, notOptions = {}, custom, customNotOptions }) => ({
      row,
      typed: Object.entries(notOptions).map(([field, value]) => notAnOption(locale, field, value)),
      result: staffArchiveImportRowSchema.safeParse(values, { reportInput: true }),
      custom,
      customNotOptions,
    }));
    const keys = parsed.flatMap(({ result }) => (result.success ? [result.data] : []));
    const { byJobNo, byMobile } = await staffIdsByKey(tx, actor.compId, {
      jobNos: keys.flatMap((k) => (k.jobNo ? [k.jobNo] : [])),
      mobiles: keys.flatMap((k) => (k.mobile && !k.jobNo ? [k.mobile] : [])),
    });
    const archives = await archivesOf(tx, actor, [...byJobNo.values(), ...byMobile.values()]);
    const errors: RowError[] = [];
    const writes: { archive: ArchiveRow; columns: Record<string, unknown> }[] = [];
    const rowOf = new Map<number, number>();
    for (const { row, typed, result, custom, customNotOptions } of parsed) {
      const report = (problems: FieldMessage[]) => errors.push(...problems.map((p) => ({ row, ...p })));
      if (typed.length > 0 || !result.success) {
        report(typed.length > 0 ? typed : issueMessages(locale, result.error!.issues));
        continue;
      }
      const { jobNo, mobile, ...change } = result.data;
      const key = jobNo || mobile;
      if (!key) {
        report([{ field: 'jobNo', message: translate(locale, m['staffArchive.import.noKey']) }]);
        continue;
      }
      const staffId = jobNo ? byJobNo.get(jobNo) : byMobile.get(key);
      const archive = staffId === undefined ? undefined : archives.get(staffId);
      const field = jobNo ? 'jobNo' : 'mobile';
      if (!archive) {
        report([{ field, message: translate(locale, m['staffArchive.import.unknownStaff'], { key }) }]);
        continue;
      }
      const earlier = rowOf.get(archive.id);
      if (earlier !== undefined) {
        report([{ field, message: translate(locale, m['staffArchive.import.twice'], { row: earlier }) }]);
        continue;
      }
      rowOf.set(archive.id, row);
      const { columns, problems } = await archiveChange(tx, actor.userId, change, archive, today);
      const customChange = await archiveCustomChange(tx, locale, archive, custom, customNotOptions);
      const messages = [...problemMessages(locale, problems), ...customChange.problems];
      if (messages.length > 0) report(messages);
      else
        writes.push({
          archive,
          columns: { ...columns, ...(customChange.custom ? { custom: customChange.custom } : {}) },
        });
    }
    if (errors.length > 0)
      throw badRequest(kit['resource.import.rowErrors'], { count: errors.length }, { errors });
    for (const { archive, columns } of writes) await writeArchive(tx, actor, archive, columns, 'import');
    return { imported: writes.length };
  });
}
