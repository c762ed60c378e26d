import {
  APPROVAL_CARD_SUMMARY_LINES,
  type ApprovalCardLine,
  type ApprovalForm,
  type FormField,
  type FormValues,
} from '@renli/contracts';

/** Names of the people and departments the form's pickers hold, by id. */
export interface PickedNames {
  users: ReadonlyMap<number, string>;
  departments: ReadonlyMap<number, string>;
}

/** A card line is one line: longer values are cut with an ellipsis. */
const MAX_VALUE_CHARS = 60;

const oneLine = (text: string) => {
  const chars = [...text.replace(/\s+/g, ' ').trim()];
  return chars.length > MAX_VALUE_CHARS ? `${chars.slice(0, MAX_VALUE_CHARS - 1).join('')}…` : chars.join('');
};

const idsOf = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];

/**
 * A value in words, the same in every language (the card is sent once): people and departments by
 * name, options by label, money with ¥, ranges as "start ~ end". Files, tables and descriptions are
 * left to the detail. Values are stored validated (docs/product/approval.md, "Forms").
 */
function valueText(field: FormField, value: unknown, names: PickedNames): string {
  switch (field.kind) {
    case 'text':
    case 'textarea':
    case 'date':
      return typeof value === 'string' ? value : '';
    case 'number':
      return typeof value === 'number' ? `${value}${field.unit ?? ''}` : '';
    case 'money':
      return typeof value === 'string' && value !== '' ? `¥${value}` : '';
    case 'dateRange': {
      const range = value as { start?: unknown; end?: unknown } | null;
      return range && typeof range.start === 'string' && typeof range.end === 'string'
        ? `${range.start} ~ ${range.end}`
        : '';
    }
    case 'select':
      return field.options.find((option) => option.value === value)?.label ?? '';
    case 'multiSelect':
      return (Array.isArray(value) ? value : [])
        .map((chosen) => field.options.find((option) => option.value === chosen)?.label)
        .filter(Boolean)
        .join(', ');
    case 'staff':
      return idsOf(value)
        .map((id) => names.users.get(id))
        .filter(Boolean)
        .join(', ');
    case 'department':
      return idsOf(value)
        .map((id) => names.departments.get(id))
        .filter(Boolean)
        .join(', ');
    default:
      return '';
  }
}

/** The first form fields with a value, as label and words (docs/chat.md, "System conversations"). */
export function cardSummary(form: ApprovalForm, values: FormValues, names: PickedNames): ApprovalCardLine[] {
  const lines: ApprovalCardLine[] = [];
  for (const field of form.fields) {
    if (lines.length === APPROVAL_CARD_SUMMARY_LINES) break;
    if (field.kind === 'description') continue;
    const text = oneLine(valueText(field, values[field.key], names));
    if (text !== '') lines.push({ label: field.label, value: text });
  }
  return lines;
}

/** The people and departments the form's pickers hold. */
export function pickedIds(form: ApprovalForm, values: FormValues) {
  const of = (kind: 'staff' | 'department') =>
    form.fields.flatMap((field) => (field.kind === kind ? idsOf(values[field.key]) : []));
  return { users: of('staff'), departments: of('department') };
}
