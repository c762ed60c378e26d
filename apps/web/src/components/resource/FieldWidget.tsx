import { type FieldInfo, type FieldSpec, labelIn } from '@renli/contracts';
import { DatePicker, Input, InputNumber, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { pickerFor } from './pickers.ts';
import type { OptionConfig } from './types.ts';

/** Enum options: the config's labelled values, else the schema's values as they are. */
function optionsOf(info: FieldInfo, options: OptionConfig[] | undefined, t: TFunction) {
  if (options) return options.map((o) => ({ value: o.value, label: t(o.labelKey) }));
  return (info.values ?? []).map((value) => ({ value, label: String(value) }));
}

interface WidgetProps {
  info: FieldInfo;
  options?: OptionConfig[];
  textarea?: boolean;
  /** Filters may always be left empty, whatever the schema requires. */
  allowClear?: boolean;
  t: TFunction;
  // Injected by Form.Item.
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/** The antd input a field's kind implies. */
export function FieldWidget({ info, options, textarea, allowClear, t, ...control }: WidgetProps) {
  switch (info.kind) {
    case 'enum':
      return <Select {...control} allowClear={allowClear} options={optionsOf(info, options, t)} />;
    case 'number':
      return (
        <InputNumber
          id={control.id}
          value={control.value as number | undefined}
          onChange={(value) => control.onChange?.(value ?? undefined)}
          min={info.min}
          max={info.max}
          style={{ width: '100%' }}
        />
      );
    case 'boolean':
      return <Switch id={control.id} checked={Boolean(control.value)} onChange={control.onChange} />;
    case 'date':
      return (
        <DatePicker
          id={control.id}
          value={typeof control.value === 'string' && control.value ? dayjs(control.value) : null}
          onChange={(day) => control.onChange?.(day ? day.format('YYYY-MM-DD') : undefined)}
          allowClear={allowClear}
          style={{ width: '100%' }}
        />
      );
    default: {
      const text = {
        id: control.id,
        value: control.value as string | undefined,
        onChange: (e: { target: { value: string } }) => control.onChange?.(e.target.value),
        // Counts rather than cuts: a pasted text too long is shown as an error, not silently shortened.
        count: info.maxLength ? { show: true, max: info.maxLength } : undefined,
        allowClear,
      };
      return textarea ? <Input.TextArea {...text} /> : <Input {...text} />;
    }
  }
}

interface Control {
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

const textControl = ({ id, value, onChange }: Control) => ({
  id,
  value: value as string | undefined,
  onChange: (e: { target: { value: string } }) => onChange?.(e.target.value),
});

/** A date and time picked on the local clock and kept as the ISO instant the API speaks. */
function DateTimeInput({ id, value, onChange, allowClear }: Control & { allowClear?: boolean }) {
  return (
    <DatePicker
      id={id}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      value={typeof value === 'string' && value ? dayjs(value) : null}
      onChange={(at) => onChange?.(at ? at.toISOString() : null)}
      allowClear={allowClear}
      style={{ width: '100%' }}
    />
  );
}

interface DeclaredProps {
  info: FieldInfo;
  spec: FieldSpec;
  allowClear?: boolean;
  id?: string;
  value?: unknown;
  onChange?: (value: unknown) => void;
}

/**
 * The input a declared field implies: the registered picker of a reference, a select of its labelled
 * options, a text area, else what the schema implies.
 */
export function DeclaredInput({ info, spec, allowClear, ...control }: DeclaredProps) {
  const { t, i18n } = useTranslation();
  const Picker = spec.widget === 'reference' ? pickerFor(spec.ref) : undefined;
  if (Picker) return <Picker {...control} allowClear={allowClear} />;
  if (spec.widget === 'password')
    return <Input.Password {...textControl(control)} autoComplete="new-password" />;
  if (spec.widget === 'datetime') return <DateTimeInput {...control} allowClear={allowClear} />;
  if (spec.options) {
    const options = spec.options.map((o) => ({ value: o.value, label: labelIn(o.label, i18n.language) }));
    return (
      <Select {...control} allowClear={allowClear} options={options as { value: string; label: string }[]} />
    );
  }
  return (
    <FieldWidget
      info={info}
      textarea={spec.widget === 'textarea'}
      allowClear={allowClear}
      t={t}
      {...control}
    />
  );
}

/** antd rules from the schema: the messages are ours, translated, naming the field. */
export function rulesOf(info: FieldInfo, label: string, t: TFunction): Rule[] {
  const rules: Rule[] = [];
  if (info.required) {
    const key = info.kind === 'enum' ? 'resource:form.select' : 'resource:form.required';
    // A rule with any key besides `required` (even `whitespace: false`) is checked as a string, which
    // refuses a picked number: only text gets `whitespace`.
    const whitespace = info.kind === 'text' ? { whitespace: true } : {};
    rules.push({ required: true, ...whitespace, message: t(key, { label }) });
  }
  if (info.maxLength !== undefined) {
    rules.push({
      max: info.maxLength,
      message: t('resource:form.maxLength', { label, max: info.maxLength }),
    });
  }
  return rules;
}
