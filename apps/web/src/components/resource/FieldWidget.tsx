import { Input, InputNumber, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';
import type { OptionConfig } from './types.ts';
import type { FieldInfo } from './zod-fields.ts';

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

/** The antd input a field's kind implies. Dates use the native picker: phones get theirs. */
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
        <Input
          id={control.id}
          type="date"
          value={(control.value as string | undefined) ?? ''}
          onChange={(e) => control.onChange?.(e.target.value || undefined)}
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

/** antd rules from the schema: the messages are ours, translated, naming the field. */
export function rulesOf(info: FieldInfo, label: string, t: TFunction): Rule[] {
  const rules: Rule[] = [];
  if (info.required) {
    const key = info.kind === 'enum' ? 'resource:form.select' : 'resource:form.required';
    rules.push({ required: true, whitespace: info.kind === 'text', message: t(key, { label }) });
  }
  if (info.maxLength !== undefined) {
    rules.push({
      max: info.maxLength,
      message: t('resource:form.maxLength', { label, max: info.maxLength }),
    });
  }
  return rules;
}
