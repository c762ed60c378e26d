import { type ApprovalForm, approvalForm } from '@renli/contracts';
import type { TFunction } from 'i18next';
import { fieldTitle } from './fields.ts';
import { issueText, propertyName } from './issues.ts';

export interface FormIssue {
  /** The field the issue is in, if any (the designer selects it when the issue is clicked). */
  fieldKey?: string;
  text: string;
}

/** Checks a designed form against the contract's `approvalForm` and says what is wrong, per field. */
export function formIssues(form: ApprovalForm, t: TFunction): FormIssue[] {
  const result = approvalForm.safeParse(form);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const [, index, ...rest] = issue.path;
    const field = typeof index === 'number' ? form.fields[index] : undefined;
    const what = issueText(issue, t);
    if (!field) return { text: t('form:designer.formIssue', { what }) };
    const column =
      rest[0] === 'columns' && typeof rest[1] === 'number' && field.kind === 'table'
        ? field.columns[rest[1]]
        : undefined;
    const name = [
      fieldTitle(field) || t(`form:kind.${field.kind}`),
      column ? column.label || t('form:prop.columns') : undefined,
      propertyName(rest, t),
    ]
      .filter(Boolean)
      .join(' · ');
    return { fieldKey: field.key, text: t('form:issueAt', { name, what }) };
  });
}
