import type { FormField } from '@renli/contracts';
import type { TFunction } from 'i18next';

/**
 * A stored value as read-only text (the instance detail). Pickers and files hold ids the detail does
 * not name, so they show how many were chosen.
 */
export function valueText(field: FormField, value: unknown, t: TFunction): string {
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
    case 'department':
    case 'attachment':
    case 'image':
      return t('approval:detail.chosen', { count: Array.isArray(value) ? value.length : 1 });
    case 'table':
      return t('approval:detail.rows', { count: Array.isArray(value) ? value.length : 0 });
    default:
      return String(value);
  }
}
