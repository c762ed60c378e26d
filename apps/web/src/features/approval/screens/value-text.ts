import type { ApprovalInstanceDetail, FormField } from '@renli/contracts';
import type { TFunction } from 'i18next';

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/**
 * A stored value as read-only text (the instance detail): options by label, people and departments
 * by the names the detail answers (`picked`), files by their names.
 */
export function valueText(
  field: FormField,
  value: unknown,
  t: TFunction,
  picked: ApprovalInstanceDetail['picked'] = { users: {}, departments: {} },
): string {
  if (value === undefined || value === null || value === '') return '—';
  switch (field.kind) {
    case 'money':
      return `¥${String(value)}`;
    case 'number':
      return `${String(value)}${field.unit ?? ''}`;
    case 'dateRange': {
      const range = value as { start?: string; end?: string };
      return `${range.start ?? ''} ~ ${range.end ?? ''}`;
    }
    case 'select':
    case 'multiSelect': {
      const chosen = Array.isArray(value) ? value : [value];
      return chosen
        .map((each) => field.options.find((o) => o.value === each)?.label ?? String(each))
        .join(t('approval:sep'));
    }
    case 'staff':
    case 'department': {
      const known = field.kind === 'staff' ? picked.users : picked.departments;
      return list(value)
        .map((id) => known[String(id)] ?? t('approval:detail.gone'))
        .join(t('approval:sep'));
    }
    case 'attachment':
    case 'image':
      return list(value)
        .map((file) => (file as { name?: string }).name ?? '')
        .join(t('approval:sep'));
    case 'table':
      return t('approval:detail.rows', { count: Array.isArray(value) ? value.length : 0 });
    default:
      return String(value);
  }
}
