import {
  CUSTOM_TEXT_MAX,
  CUSTOM_TEXTAREA_MAX,
  type CustomField,
  type CustomFieldDraft,
  type CustomFieldKind,
} from '@renli/contracts';

/**
 * The custom fields dialog's working copy: each field and option with a local id for React, the
 * server's key and value once it has them (docs/modules.md, "Custom fields").
 */
export interface OptionDraft {
  uid: number;
  value?: string;
  label: string;
}

export interface FieldDraft {
  uid: number;
  key?: string;
  label: string;
  kind: CustomFieldKind;
  required: boolean;
  showInList: boolean;
  /** Text kinds: most characters. */
  maxLength: number;
  /** Numbers: decimal places. */
  precision: number;
  /** Choice kinds: the options in order. */
  options: OptionDraft[];
}

let lastUid = 0;
export const nextUid = () => ++lastUid;

export const isChoice = (kind: CustomFieldKind) => kind === 'select' || kind === 'multiSelect';
export const maxLengthOf = (kind: CustomFieldKind) =>
  kind === 'textarea' ? CUSTOM_TEXTAREA_MAX : CUSTOM_TEXT_MAX;

/** A new field of a kind, with that kind's defaults. */
export const newField = (kind: CustomFieldKind = 'text'): FieldDraft => ({
  uid: nextUid(),
  label: '',
  kind,
  required: false,
  showInList: false,
  maxLength: maxLengthOf(kind),
  precision: 0,
  options: isChoice(kind) ? [{ uid: nextUid(), label: '' }] : [],
});

/** The draft of a stored field. */
export function toDraft(field: CustomField): FieldDraft {
  return {
    ...newField(field.kind),
    key: field.key,
    label: field.label,
    required: field.required,
    showInList: field.showInList,
    ...('maxLength' in field ? { maxLength: field.maxLength } : {}),
    ...('precision' in field ? { precision: field.precision } : {}),
    options: 'options' in field ? field.options.map((o) => ({ uid: nextUid(), ...o })) : [],
  };
}

/** A field as `saveCustomFields` takes it: only what its kind has, blank options left out. */
export function toBody(draft: FieldDraft): CustomFieldDraft {
  const common = {
    key: draft.key,
    label: draft.label.trim(),
    required: draft.required,
    showInList: draft.showInList,
  };
  switch (draft.kind) {
    case 'text':
    case 'textarea':
      return { ...common, kind: draft.kind, maxLength: draft.maxLength };
    case 'number':
      return { ...common, kind: 'number', precision: draft.precision };
    case 'date':
      return { ...common, kind: 'date' };
    default:
      return {
        ...common,
        kind: draft.kind,
        options: draft.options
          .filter((o) => o.label.trim() !== '')
          .map((o) => ({ value: o.value, label: o.label.trim() })),
      };
  }
}

/** What must be filled before saving: problems as i18n keys with their parameters. */
export function missingParts(drafts: readonly FieldDraft[]) {
  return drafts.flatMap((draft, index): { key: string; params: Record<string, string | number> }[] => {
    if (draft.label.trim() === '')
      return [{ key: 'resource:customFields.labelRequired', params: { n: index + 1 } }];
    if (isChoice(draft.kind) && draft.options.every((o) => o.label.trim() === ''))
      return [{ key: 'resource:customFields.optionsRequired', params: { label: draft.label.trim() } }];
    return [];
  });
}

/** The list with the item at `index` moved one place up (-1) or down (+1). */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
