import { DatePicker } from 'antd';
import dayjs from 'dayjs';

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
  disabled?: boolean;
}

/** A day picked on a calendar and kept as the `YYYY-MM-DD` the server takes. */
export function DayInput({ id, value, onChange, disabled }: Props) {
  return (
    <DatePicker
      id={id}
      value={value ? dayjs(value) : null}
      onChange={(day) => onChange?.(day ? day.format('YYYY-MM-DD') : null)}
      disabled={disabled}
      inputReadOnly
      style={{ width: '100%' }}
    />
  );
}
