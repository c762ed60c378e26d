import { type DictType, dictExtraSchemas, GROUPED_DICT_TYPES } from '@renli/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { Locale } from '../../core/i18n/index.ts';
import { type FieldMessage, issueMessages, problemMessages } from '../../core/resources/problems.ts';
import type { DbOrTx } from '../../db/client.ts';
import { dictMessages as m } from './messages.ts';
import { dictItems } from './schema.ts';

/** An item as it will be stored (the patch already merged on an update). */
export interface DictDraft {
  type: DictType;
  groupCode: string;
  parentId: number | null;
  code: string;
  extra: Record<string, unknown>;
}

/**
 * Every rule of a write; returns the field messages (empty when valid) and the `extra` normalised by
 * the type's schema (unknown keys dropped).
 */
export async function checkDraft(
  db: DbOrTx,
  locale: Locale,
  draft: DictDraft,
  /** Set on an update: the item's id, and whether it moves to another group with its children. */
  existing?: { id: number; movesGroup: boolean },
) {
  const problems: { field: string; key: string; params?: Record<string, string> }[] = [];
  if (GROUPED_DICT_TYPES.includes(draft.type) && draft.groupCode === '')
    problems.push({ field: 'groupCode', key: m['dict.groupRequired'] });
  if (draft.parentId !== null) {
    const parentProblem = await checkParent(db, draft, draft.parentId, existing?.id);
    if (parentProblem) problems.push({ field: 'parentId', key: parentProblem });
  }
  if (existing?.movesGroup) problems.push({ field: 'groupCode', key: m['dict.groupLocked'] });
  const [clash] = await db
    .select({ id: dictItems.id })
    .from(dictItems)
    .where(
      and(
        eq(dictItems.type, draft.type),
        eq(dictItems.groupCode, draft.groupCode),
        eq(dictItems.code, draft.code),
        existing ? ne(dictItems.id, existing.id) : undefined,
      ),
    );
  if (clash) problems.push({ field: 'code', key: m['dict.duplicateCode'], params: { code: draft.code } });

  const extra = dictExtraSchemas[draft.type].safeParse(draft.extra);
  const fields: FieldMessage[] = [
    ...problemMessages(locale, problems),
    ...(extra.success
      ? []
      : issueMessages(
          locale,
          extra.error.issues.map((issue) => ({ ...issue, path: ['extra', ...issue.path] })),
        )),
  ];
  return { fields, extra: extra.success ? (extra.data as Record<string, unknown>) : draft.extra };
}

async function checkParent(db: DbOrTx, draft: DictDraft, parentId: number, id: number | undefined) {
  if (draft.type !== 'TreeTable') return m['dict.parentNotAllowed'];
  // Walk up from the new parent: meeting the item itself would close a cycle.
  let current: number | null = parentId;
  for (let depth = 0; current !== null && depth < 100; depth += 1) {
    if (current === id) return m['dict.parentCycle'];
    const [row]: { parentId: number | null; type: string; groupCode: string }[] = await db
      .select({ parentId: dictItems.parentId, type: dictItems.type, groupCode: dictItems.groupCode })
      .from(dictItems)
      .where(eq(dictItems.id, current));
    if (!row || (current === parentId && (row.type !== draft.type || row.groupCode !== draft.groupCode)))
      return m['dict.parentNotFound'];
    current = row.parentId;
  }
  return null;
}
