import type { FormField } from '@renli/contracts';
import { Form, Input, InputNumber, Radio, Switch } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnsEditor } from './ColumnsEditor.tsx';
import { OptionsEditor } from './OptionsEditor.tsx';

interface Props {
  field: FormField;
  onChange: (field: FormField) => void;
}

/** An emptied optional text is left out rather than stored as ''. */
const optional = (text: string) => (text === '' ? undefined : text);
const optionalNumber = (value: number | null) => value ?? undefined;

/** The property panel of the selected field: what every field has, then what its kind adds. */
export function FieldProperties({ field, onChange }: Props) {
  const { t } = useTranslation();
  const prop = (name: string) => t(`form:prop.${name}`);
  const item = (name: string, input: ReactNode) => (
    <Form.Item label={prop(name)} key={name}>
      {input}
    </Form.Item>
  );

  if (field.kind === 'description') {
    return (
      <Form layout="vertical">
        {item(
          'text',
          <Input.TextArea
            aria-label={prop('text')}
            value={field.text}
            maxLength={1000}
            autoSize={{ minRows: 3 }}
            onChange={(event) => onChange({ ...field, text: event.target.value })}
          />,
        )}
      </Form>
    );
  }

  return (
    <Form layout="vertical">
      {item(
        'label',
        <Input
          aria-label={prop('label')}
          value={field.label}
          maxLength={40}
          onChange={(event) => onChange({ ...field, label: event.target.value })}
        />,
      )}
      {item(
        'required',
        <Switch
          aria-label={prop('required')}
          checked={field.required}
          onChange={(required) => onChange({ ...field, required })}
        />,
      )}
      {field.kind !== 'table' &&
        item(
          'placeholder',
          <Input
            aria-label={prop('placeholder')}
            value={field.placeholder ?? ''}
            maxLength={100}
            onChange={(event) => onChange({ ...field, placeholder: optional(event.target.value) })}
          />,
        )}
      {item(
        'help',
        <Input
          aria-label={prop('help')}
          value={field.help ?? ''}
          maxLength={200}
          onChange={(event) => onChange({ ...field, help: optional(event.target.value) })}
        />,
      )}
      <KindProperties field={field} onChange={onChange} item={item} />
    </Form>
  );
}

type Item = (name: string, input: ReactNode) => ReactNode;

function KindProperties({ field, onChange, item }: Props & { item: Item }) {
  const { t } = useTranslation();
  const prop = (name: string) => t(`form:prop.${name}`);
  switch (field.kind) {
    case 'number':
      return (
        <>
          {item(
            'min',
            <InputNumber
              aria-label={prop('min')}
              value={field.min ?? null}
              onChange={(value) => onChange({ ...field, min: optionalNumber(value) })}
            />,
          )}
          {item(
            'max',
            <InputNumber
              aria-label={prop('max')}
              value={field.max ?? null}
              onChange={(value) => onChange({ ...field, max: optionalNumber(value) })}
            />,
          )}
          {item(
            'precision',
            <InputNumber
              aria-label={prop('precision')}
              min={0}
              max={4}
              precision={0}
              value={field.precision}
              onChange={(value) => onChange({ ...field, precision: value ?? 0 })}
            />,
          )}
          {item(
            'unit',
            <Input
              aria-label={prop('unit')}
              value={field.unit ?? ''}
              maxLength={10}
              onChange={(event) => onChange({ ...field, unit: optional(event.target.value) })}
            />,
          )}
        </>
      );
    case 'money':
      return item(
        'showCapital',
        <Switch
          aria-label={prop('showCapital')}
          checked={field.showCapital}
          onChange={(showCapital) => onChange({ ...field, showCapital })}
        />,
      );
    case 'date':
      return item(
        'datePrecision',
        <Radio.Group
          value={field.precision}
          onChange={(event) => onChange({ ...field, precision: event.target.value })}
          options={(['day', 'minute'] as const).map((value) => ({
            value,
            label: t(`approval:precision.${value}`),
          }))}
        />,
      );
    case 'dateRange':
      return (
        <>
          {item(
            'datePrecision',
            <Radio.Group
              value={field.precision}
              onChange={(event) => onChange({ ...field, precision: event.target.value })}
              options={(['day', 'halfDay', 'minute'] as const).map((value) => ({
                value,
                label: t(`approval:precision.${value}`),
              }))}
            />,
          )}
          {item(
            'durationUnit',
            <Radio.Group
              value={field.durationUnit}
              onChange={(event) => onChange({ ...field, durationUnit: event.target.value })}
              options={(['day', 'hour'] as const).map((value) => ({
                value,
                label: t(`form:unit.${value}`),
              }))}
            />,
          )}
        </>
      );
    case 'select':
    case 'multiSelect':
      return item(
        'options',
        <OptionsEditor value={field.options} onChange={(options) => onChange({ ...field, options })} />,
      );
    case 'staff':
    case 'department':
      return item(
        'multiple',
        <Switch
          aria-label={prop('multiple')}
          checked={field.multiple}
          onChange={(multiple) => onChange({ ...field, multiple })}
        />,
      );
    case 'attachment':
    case 'image':
      return item(
        'maxCount',
        <InputNumber
          aria-label={prop('maxCount')}
          min={1}
          max={9}
          precision={0}
          value={field.maxCount}
          onChange={(value) => onChange({ ...field, maxCount: value ?? 9 })}
        />,
      );
    case 'table':
      return (
        <>
          {item('columns', <ColumnsEditor field={field} onChange={onChange} />)}
          {item(
            'maxRows',
            <InputNumber
              aria-label={prop('maxRows')}
              min={1}
              max={100}
              precision={0}
              value={field.maxRows}
              onChange={(value) => onChange({ ...field, maxRows: value ?? 50 })}
            />,
          )}
        </>
      );
    default:
      return null;
  }
}
