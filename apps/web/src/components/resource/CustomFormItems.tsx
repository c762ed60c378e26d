import { type CustomField, customFieldName } from '@renli/contracts';
import { DatePicker, Form, Input, InputNumber, Select } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

interface Control {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** The input of a custom field's kind; dates travel as YYYY-MM-DD like every business date. */
function CustomInput({ field, ...control }: Control & { field: CustomField }) {
  const text = {
    id: control.id,
    value: control.value as string | undefined,
    onChange: (e: { target: { value: string } }) => control.onChange?.(e.target.value),
  };
  switch (field.kind) {
    case 'text':
      return <Input {...text} count={{ show: true, max: field.maxLength }} />;
    case 'textarea':
      return (
        <Input.TextArea {...text} count={{ show: true, max: field.maxLength }} autoSize={{ minRows: 2 }} />
      );
    case 'number':
      return (
        <InputNumber
          id={control.id}
          value={control.value as number | undefined}
          onChange={(value) => control.onChange?.(value ?? undefined)}
          style={{ width: '100%' }}
        />
      );
    case 'date':
      return (
        <DatePicker
          id={control.id}
          value={typeof control.value === 'string' && control.value ? dayjs(control.value) : null}
          onChange={(day) => control.onChange?.(day ? day.format('YYYY-MM-DD') : undefined)}
          style={{ width: '100%' }}
        />
      );
    default:
      return (
        <Select
          {...control}
          mode={field.kind === 'multiSelect' ? 'multiple' : undefined}
          allowClear
          options={field.options.map((o) => ({ value: o.value, label: o.label }))}
        />
      );
  }
}

/**
 * The company's custom fields in a create/edit form, after the declared ones, under the flat names
 * the server's field errors use (`custom.<key>`).
 */
export function CustomFormItems({ fields }: { fields: readonly CustomField[] }) {
  const { t } = useTranslation();
  return fields.map((field) => {
    const picked = 'options' in field || field.kind === 'date';
    const rules: Rule[] = [];
    if (field.required)
      rules.push({
        required: true,
        whitespace: !picked,
        message: t(picked ? 'resource:form.select' : 'resource:form.required', { label: field.label }),
      });
    if ('maxLength' in field)
      rules.push({
        max: field.maxLength,
        message: t('resource:form.maxLength', { label: field.label, max: field.maxLength }),
      });
    return (
      <Form.Item key={field.key} name={customFieldName(field.key)} label={field.label} rules={rules}>
        <CustomInput field={field} />
      </Form.Item>
    );
  });
}
