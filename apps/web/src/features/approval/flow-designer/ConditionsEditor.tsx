import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ApprovalForm, Condition, FormField } from '@renli/contracts';
import { Button, Card, Checkbox, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect, StaffSelect } from '../../../components/pickers/pickers.tsx';
import { OP_SIGNS } from './summary.ts';

const OPS = ['gte', 'gt', 'lte', 'lt', 'eq'] as const;
const INITIATOR_SUBJECTS = ['initiatorDepartment', 'initiatorIn'] as const;

/** Fields a branch may test: numbers and amounts are compared, choices matched (docs/product/approval.md). */
const testable = (form: ApprovalForm) =>
  form.fields.filter(
    (field): field is Extract<FormField, { kind: 'number' | 'money' | 'select' | 'multiSelect' }> =>
      field.kind === 'number' ||
      field.kind === 'money' ||
      field.kind === 'select' ||
      field.kind === 'multiSelect',
  );

/** A condition on a subject (`field:<key>` or an initiator test) as it starts when picked. */
function conditionOf(subject: string, form: ApprovalForm): Condition {
  if (subject === 'initiatorDepartment') return { kind: 'initiatorDepartment', departmentIds: [] };
  if (subject === 'initiatorIn') return { kind: 'initiatorIn', userIds: [] };
  const field = testable(form).find((each) => `field:${each.key}` === subject);
  if (field && 'options' in field) return { kind: 'oneOf', field: field.key, values: [] };
  return { kind: 'compare', field: field?.key ?? '', op: 'gte', value: '0' };
}

const subjectOf = (condition: Condition) =>
  'field' in condition ? `field:${condition.field}` : condition.kind;

interface Props {
  value: Condition[];
  onChange: (conditions: Condition[]) => void;
  form: ApprovalForm;
}

/** A condition branch's tests, all of which must pass. */
export function ConditionsEditor({ value, onChange, form }: Props) {
  const { t } = useTranslation();
  const subjects = [
    ...testable(form).map((field) => ({ value: `field:${field.key}`, label: field.label })),
    ...INITIATOR_SUBJECTS.map((kind) => ({ value: kind, label: t(`approval:flow.subject.${kind}`) })),
  ];
  const replace = (index: number, condition: Condition) =>
    onChange(value.map((each, i) => (i === index ? condition : each)));
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {value.map((condition, index) => (
        // Conditions have no identity of their own; the list is only ever edited in place.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Card key={index} size="small">
          <Space direction="vertical" style={{ width: '100%' }}>
            <Space.Compact style={{ width: '100%' }}>
              <Select
                aria-label={t('approval:flow.subjectN', { n: index + 1 })}
                value={subjectOf(condition)}
                style={{ width: '100%' }}
                options={subjects}
                onChange={(subject) => replace(index, conditionOf(subject, form))}
              />
              <Button
                aria-label={t('approval:flow.removeCondition', { n: index + 1 })}
                icon={<DeleteOutlined />}
                onClick={() => onChange(value.filter((_, i) => i !== index))}
              />
            </Space.Compact>
            <ConditionSettings condition={condition} form={form} onChange={(next) => replace(index, next)} />
          </Space>
        </Card>
      ))}
      <Button
        icon={<PlusOutlined />}
        disabled={value.length >= 10}
        onClick={() => onChange([...value, conditionOf(subjects[0]!.value, form)])}
      >
        {t('approval:flow.addCondition')}
      </Button>
    </Space>
  );
}

function ConditionSettings({
  condition,
  form,
  onChange,
}: {
  condition: Condition;
  form: ApprovalForm;
  onChange: (condition: Condition) => void;
}) {
  const { t } = useTranslation();
  switch (condition.kind) {
    case 'compare':
      return (
        <Space.Compact style={{ width: '100%' }}>
          <Select
            aria-label={t('approval:flow.op')}
            value={condition.op}
            style={{ width: 80 }}
            options={OPS.map((op) => ({ value: op, label: OP_SIGNS[op] }))}
            onChange={(op) => onChange({ ...condition, op })}
          />
          <Input
            aria-label={t('approval:flow.compareValue')}
            value={condition.value}
            inputMode="decimal"
            onChange={(event) => onChange({ ...condition, value: event.target.value.trim() })}
          />
        </Space.Compact>
      );
    case 'range':
      // The designer writes comparisons; a range from an imported template is shown by the summary.
      return null;
    case 'oneOf': {
      const field = form.fields.find((each) => each.key === condition.field);
      const options = field && 'options' in field ? field.options : [];
      return (
        <Checkbox.Group
          value={condition.values}
          options={options.map((option) => ({ value: option.value, label: option.label }))}
          onChange={(values) => onChange({ ...condition, values: values as string[] })}
        />
      );
    }
    case 'initiatorDepartment':
      return (
        <DepartmentSelect
          label={t('approval:flow.subject.initiatorDepartment')}
          value={condition.departmentIds}
          onChange={(departmentIds) => onChange({ ...condition, departmentIds })}
        />
      );
    case 'initiatorIn':
      return (
        <StaffSelect
          label={t('approval:flow.subject.initiatorIn')}
          value={condition.userIds}
          onChange={(userIds) => onChange({ ...condition, userIds })}
        />
      );
  }
}
