import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { PickerProps } from '../../components/resource/pickers.ts';

/** A month field of the forms and filters, sent as `YYYY-MM` (contracts salaryMonthSchema). */
export function MonthInput({ value, onChange, id, allowClear }: PickerProps) {
  return (
    <DatePicker
      id={id}
      picker="month"
      allowClear={allowClear ?? true}
      style={{ width: '100%' }}
      value={typeof value === 'string' && value ? dayjs(`${value}-01`) : null}
      onChange={(month) => onChange?.(month ? month.format('YYYY-MM') : null)}
    />
  );
}
