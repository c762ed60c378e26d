import { type FormField, moneyInCapitals, rangeDuration } from '@renli/contracts';
import { DatePicker, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DepartmentSelect, StaffSelect } from '../pickers/pickers.tsx';
import { type Half, halfOf, toDayjs, toText } from './dates.ts';
import { FilesInput } from './FilesInput.tsx';

/** The fields one input edits (a table is rows of these; a description holds nothing). */
export type InputField = Exclude<FormField, { kind: 'table' | 'description' }>;

interface Props {
  field: InputField;
  value: unknown;
  onChange: (value: unknown) => void;
}

const ids = (value: unknown): number[] => (Array.isArray(value) ? (value as number[]) : []);

/**
 * One field's input, producing the value shape `validateFormValues` expects (contracts form.ts,
 * `formValues`): texts, numbers, money as a decimal string, China-time date texts, id arrays.
 */
export function FieldInput({ field, value, onChange }: Props) {
  const { t } = useTranslation();
  const common = { 'aria-label': field.label, placeholder: field.placeholder };
  switch (field.kind) {
    case 'text':
      return (
        <Input
          {...common}
          maxLength={field.maxLength}
          value={(value as string) ?? ''}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          maxLength={field.maxLength}
          autoSize={{ minRows: 3 }}
          value={(value as string) ?? ''}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'number':
      return (
        <InputNumber<number>
          {...common}
          style={{ width: '100%' }}
          min={field.min}
          max={field.max}
          precision={field.precision}
          addonAfter={field.unit}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => onChange(next ?? undefined)}
        />
      );
    case 'money': {
      const amount = typeof value === 'string' ? value : '';
      return (
        <Space direction="vertical" style={{ width: '100%' }} size={2}>
          <InputNumber<string>
            {...common}
            stringMode
            style={{ width: '100%' }}
            min="0"
            precision={2}
            prefix="¥"
            value={amount || null}
            onChange={(next) => onChange(next ?? undefined)}
          />
          {'showCapital' in field && field.showCapital && amount && (
            <span className="form-capital">
              {t('form:render.capital', { text: moneyInCapitals(amount) })}
            </span>
          )}
        </Space>
      );
    }
    case 'date':
      return (
        <DatePicker
          {...common}
          style={{ width: '100%' }}
          showTime={field.precision === 'minute' ? { format: 'HH:mm' } : false}
          value={toDayjs(value, field.precision)}
          onChange={(date) => onChange(toText(date, field.precision))}
        />
      );
    case 'dateRange':
      return <RangeInput field={field} value={value} onChange={onChange} />;
    case 'select':
    case 'multiSelect':
      return (
        <Select
          {...common}
          mode={field.kind === 'multiSelect' ? 'multiple' : undefined}
          style={{ width: '100%' }}
          value={value as string | string[] | undefined}
          options={field.options}
          onChange={(next) => onChange(next)}
        />
      );
    case 'staff':
      return (
        <StaffSelect
          label={field.label}
          placeholder={field.placeholder}
          multiple={field.multiple}
          value={ids(value)}
          onChange={onChange}
        />
      );
    case 'department':
      return (
        <DepartmentSelect
          label={field.label}
          multiple={field.multiple}
          value={ids(value)}
          onChange={onChange}
        />
      );
    case 'attachment':
    case 'image':
      return (
        <FilesInput
          label={field.label}
          value={value}
          onChange={onChange}
          maxCount={field.maxCount}
          images={field.kind === 'image'}
        />
      );
  }
}

type RangeField = Extract<FormField, { kind: 'dateRange' }>;
type Range = { start?: string; end?: string };

/** A start and an end (a half day adds 上午/下午 to each), with the duration `rangeDuration` computes. */
function RangeInput({
  field,
  value,
  onChange,
}: {
  field: RangeField;
  value: unknown;
  onChange: (value: unknown) => void;
}) {
  const { t } = useTranslation();
  const range = (value ?? {}) as Range;
  const dayPrecision = field.precision === 'minute' ? 'minute' : 'day';
  const withHalf = (text: string | undefined, half: Half) =>
    text && field.precision === 'halfDay' ? `${text} ${half}` : text;
  const set = (next: Range) => onChange(next.start || next.end ? next : undefined);
  const halves = (['AM', 'PM'] as const).map((half) => ({
    value: half,
    label: t(`form:render.half.${half}`),
  }));
  const duration =
    range.start && range.end
      ? rangeDuration({ start: range.start, end: range.end }, field.precision, field.durationUnit)
      : 0;
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={4}>
      <DatePicker.RangePicker
        aria-label={field.label}
        style={{ width: '100%' }}
        showTime={field.precision === 'minute' ? { format: 'HH:mm' } : false}
        value={[toDayjs(range.start, field.precision), toDayjs(range.end, field.precision)]}
        onChange={(dates) =>
          set({
            start: withHalf(toText(dates?.[0] ?? null, dayPrecision), halfOf(range.start)),
            end: withHalf(toText(dates?.[1] ?? null, dayPrecision), halfOf(range.end ?? 'PM')),
          })
        }
      />
      {field.precision === 'halfDay' && range.start && range.end && (
        <Space wrap>
          <Select
            aria-label={t('form:render.startHalf')}
            value={halfOf(range.start)}
            options={halves}
            onChange={(half) => set({ ...range, start: withHalf(range.start?.slice(0, 10), half) })}
          />
          <Select
            aria-label={t('form:render.endHalf')}
            value={halfOf(range.end)}
            options={halves}
            onChange={(half) => set({ ...range, end: withHalf(range.end?.slice(0, 10), half) })}
          />
        </Space>
      )}
      {duration > 0 && (
        <span className="form-duration">
          {t('form:render.duration', { value: duration, unit: t(`form:unit.${field.durationUnit}`) })}
        </span>
      )}
    </Space>
  );
}
