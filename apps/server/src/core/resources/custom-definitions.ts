import { randomInt } from 'node:crypto';
import type { CustomField, CustomFieldOption, customFieldDraftSchema } from '@renli/contracts';
import type { z } from 'zod';
import { customMessages as m } from './custom-messages.ts';
import type { FieldProblem } from './define.ts';

/**
 * A company's field list as stored: the current fields in order, then removed ones flagged, and per
 * choice field its removed options flagged (docs/modules.md, "Custom fields"). What is removed stays
 * so values rows still hold keep their labels in timelines, and so no key or option value is reused.
 */
export type StoredOption = CustomFieldOption & { removed?: boolean };
export type StoredCustomField = (
  | Exclude<CustomField, { options: unknown }>
  | (Omit<Extract<CustomField, { options: unknown }>, 'options'> & { options: StoredOption[] })
) & { removed?: boolean };

export type CustomFieldDraft = z.output<typeof customFieldDraftSchema>;

/** How many removed fields (and removed options of a field) are remembered; the oldest go first. */
export const REMEMBERED_REMOVED = 150;

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** A random id of 8 letters and digits: keys are named by it, never by position. */
export const randomId = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The fields a company has now, in order, without what was removed. */
export function activeFields(stored: readonly StoredCustomField[]): CustomField[] {
  return stored
    .filter((field) => !field.removed)
    .map(({ removed: _, ...field }) =>
      'options' in field
        ? {
            ...field,
            options: field.options.filter((o) => !o.removed).map(({ value, label }) => ({ value, label })),
          }
        : field,
    ) as CustomField[];
}

const normal = (text: string) => text.trim().toLowerCase();

const newId = (prefix: string, taken: Set<string>, id: () => string) => {
  let next = `${prefix}${id()}`;
  while (taken.has(next)) next = `${prefix}${id()}`;
  taken.add(next);
  return next;
};

/** What was removed before, then what is removed now, flagged; only the latest are remembered. */
function oldestFirst<T extends { removed?: boolean }>(gone: readonly T[]): T[] {
  const earlier = gone.filter((item) => item.removed);
  const now = gone.filter((item) => !item.removed).map((item) => ({ ...item, removed: true }));
  return [...earlier, ...now].slice(-REMEMBERED_REMOVED);
}

export type AppliedDrafts =
  | { ok: true; fields: StoredCustomField[] }
  | { ok: false; problems: FieldProblem[] };

/**
 * The stored list after a save of `drafts` (the whole ordered list): drafts without a key are new
 * fields, fields left out are removed, options likewise. Refused: a key that is not a current field,
 * a changed kind, a label used twice or by a declared field (imports find columns by label), an
 * option value the field never had, an option label used twice. `declaredLabels` are the resource's
 * own field labels in every language; `id` makes random ids (tests pass their own).
 */
export function applyDrafts(
  stored: readonly StoredCustomField[],
  drafts: readonly CustomFieldDraft[],
  declaredLabels: readonly string[],
  id: () => string = randomId,
): AppliedDrafts {
  const problems: FieldProblem[] = [];
  const current = new Map(stored.filter((f) => !f.removed).map((f) => [f.key, f]));
  const takenKeys = new Set(stored.map((f) => f.key));
  const declared = new Set(declaredLabels.map(normal));
  const labels = new Set<string>();
  const used = new Set<string>();
  const fields: StoredCustomField[] = drafts.map((draft, index) => {
    const at = (part: string) => `fields.${index}.${part}`;
    // A key sent twice names the field once: the second is as unknown as a key never seen.
    const before = draft.key === undefined || used.has(draft.key) ? undefined : current.get(draft.key);
    if (draft.key !== undefined && !before)
      problems.push({ field: at('key'), key: m['resource.custom.unknownField'], params: { n: index + 1 } });
    if (before && before.kind !== draft.kind)
      problems.push({
        field: at('kind'),
        key: m['resource.custom.kindFixed'],
        params: { label: before.label },
      });
    const label = normal(draft.label);
    if (declared.has(label))
      problems.push({
        field: at('label'),
        key: m['resource.custom.declaredLabel'],
        params: { label: draft.label },
      });
    else if (labels.has(label))
      problems.push({
        field: at('label'),
        key: m['resource.custom.duplicateLabel'],
        params: { label: draft.label },
      });
    labels.add(label);
    const key = before ? before.key : newId('cf_', takenKeys, id);
    used.add(key);
    if (!('options' in draft)) return { ...draft, key };
    const had: StoredOption[] = before && 'options' in before ? before.options : [];
    const takenValues = new Set(had.map((o) => o.value));
    const optionLabels = new Set<string>();
    const kept = new Set<string>();
    const options = draft.options.map((option) => {
      if (option.value !== undefined && (!takenValues.has(option.value) || kept.has(option.value)))
        problems.push({
          field: at('options'),
          key: m['resource.custom.unknownOption'],
          params: { label: draft.label },
        });
      if (optionLabels.has(normal(option.label)))
        problems.push({
          field: at('options'),
          key: m['resource.custom.duplicateOption'],
          params: { label: draft.label, option: option.label },
        });
      optionLabels.add(normal(option.label));
      const value =
        option.value !== undefined && takenValues.has(option.value) && !kept.has(option.value)
          ? option.value
          : newId('o_', takenValues, id);
      kept.add(value);
      return { value, label: option.label };
    });
    const dropped = oldestFirst(had.filter((o) => !kept.has(o.value)));
    return { ...draft, key, options: [...options, ...dropped] };
  });
  if (problems.length > 0) return { ok: false, problems };
  return { ok: true, fields: [...fields, ...oldestFirst(stored.filter((field) => !used.has(field.key)))] };
}
