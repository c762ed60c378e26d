import type { ApprovalForm, ApproverSpec, Condition, FormField } from '@renli/contracts';
import type { TFunction } from 'i18next';

/** What a summary needs besides the flow: the form's fields and department names by id. */
export interface SummaryContext {
  form: ApprovalForm;
  departmentName: (id: number) => string | undefined;
  t: TFunction;
}

export const OP_SIGNS = { lt: '<', lte: '≤', eq: '=', gte: '≥', gt: '>' } as const;

const fieldOf = (form: ApprovalForm, key: string): FormField | undefined =>
  form.fields.find((field) => field.key === key);

function fieldLabel({ form, t }: SummaryContext, key: string): string {
  const field = fieldOf(form, key);
  return field && 'label' in field ? field.label : t('approval:flow.missingField');
}

const departments = (context: SummaryContext, ids: readonly number[]) =>
  ids.map((id) => context.departmentName(id) ?? `#${id}`).join(context.t('approval:sep'));

/** One condition in words, e.g. "金额 ≥ 5000" (docs/product/approval.md, "Flows"). */
export function conditionText(condition: Condition, context: SummaryContext): string {
  const { t } = context;
  switch (condition.kind) {
    case 'compare':
      return `${fieldLabel(context, condition.field)} ${OP_SIGNS[condition.op]} ${condition.value}`;
    case 'range': {
      const label = fieldLabel(context, condition.field);
      const lower = condition.lower === undefined ? '' : `${condition.lower} ≤ `;
      const upper = condition.upper === undefined ? '' : ` < ${condition.upper}`;
      return `${lower}${label}${upper}`;
    }
    case 'oneOf': {
      const field = fieldOf(context.form, condition.field);
      const options = field && 'options' in field ? field.options : [];
      const labels = condition.values.map((value) => options.find((o) => o.value === value)?.label ?? value);
      return t('approval:flow.oneOf', {
        field: fieldLabel(context, condition.field),
        values: labels.join(context.t('approval:sep')),
      });
    }
    case 'initiatorDepartment':
      return t('approval:flow.initiatorDepartment', { names: departments(context, condition.departmentIds) });
    case 'initiatorIn':
      return t('approval:flow.initiatorIn', { count: condition.userIds.length });
  }
}

/** A branch's conditions, all of which must pass. */
export const conditionsText = (conditions: readonly Condition[], context: SummaryContext): string =>
  conditions.length === 0
    ? context.t('approval:flow.noConditions')
    : conditions.map((condition) => conditionText(condition, context)).join(context.t('approval:flow.and'));

/** Who an approver spec names, in words. */
export function approverText(spec: ApproverSpec, context: SummaryContext): string {
  const { t } = context;
  switch (spec.kind) {
    case 'users':
      return t('approval:flow.summary.users', { count: spec.userIds.length });
    case 'role':
      return t('approval:flow.summary.role', {
        role: t(`approval:roles.${spec.role}`, { defaultValue: spec.role }),
      });
    case 'head':
      return t(spec.upTo ? 'approval:flow.summary.headUpTo' : 'approval:flow.summary.head', {
        level: spec.level,
      });
    case 'departmentHead':
      return t('approval:flow.summary.departmentHead', { name: departments(context, [spec.departmentId]) });
    case 'formField':
      return t('approval:flow.summary.formField', { field: fieldLabel(context, spec.field) });
    case 'initiatorChooses':
      return t('approval:flow.summary.initiatorChooses');
    case 'initiator':
      return t('approval:flow.summary.initiator');
  }
}
