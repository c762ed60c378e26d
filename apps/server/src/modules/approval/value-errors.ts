import type { ApprovalForm, ApprovalValueError } from '@renli/contracts';

/** A value problem: the pure check's, or the server's own (`approval.value.notInCompany`). */
type ValueProblem = Omit<ApprovalValueError, 'code'> & { code: string };

import { badRequest } from '../../core/http/errors.ts';
import { type Locale, translate } from '../../core/i18n/index.ts';
import { approvalMessages as m } from './messages.ts';

/**
 * The label people know a value's place by: the field's, or for a detail table's cell
 * (`items[2].amount`) the table's, the row number and the column's ("费用明细 第3行 金额").
 */
export function valueLabel(form: ApprovalForm, locale: Locale, path: string): string {
  const [, key, row, column] = /^([^[.]+)(?:\[(\d+)\](?:\.(.+))?)?$/.exec(path) ?? [];
  const field = form.fields.find((f) => f.key === key);
  if (!field || !('label' in field)) return path;
  if (row === undefined || field.kind !== 'table') return field.label;
  const cell = field.columns.find((c) => c.key === column)?.label ?? column ?? '';
  return translate(locale, m['approval.value.cell'], {
    table: field.label,
    row: Number(row) + 1,
    column: cell,
  });
}

/** A 400 whose `data.fields` put each message next to its field in the caller's language. */
export function invalidValues(form: ApprovalForm, locale: Locale, errors: readonly ValueProblem[]) {
  return badRequest(
    m['approval.invalidValues'],
    {},
    {
      fields: errors.map((error) => ({
        field: error.field,
        message: translate(locale, error.code, {
          ...error.params,
          label: valueLabel(form, locale, error.field),
        }),
      })),
    },
  );
}
