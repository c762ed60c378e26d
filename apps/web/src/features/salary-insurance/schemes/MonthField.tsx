import { DatePicker } from 'antd';
import dayjs from 'dayjs';

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  allowClear?: boolean;
  'aria-label'?: string;
}

/** A `YYYY-MM` month as a form field: the picker shows it, the form keeps the string. */
export function MonthField({ id, value, onChange, allowClear = false, ...rest }: Props) {
  return (
    <DatePicker
      id={id}
      aria-label={rest['aria-label']}
      picker="month"
      allowClear={allowClear}
      className="insurance-month"
      value={value ? dayjs(`${value}-01`) : null}
      onChange={(day) => onChange?.(day ? day.format('YYYY-MM') : null)}
    />
  );
}
