import { Input } from 'antd';
import { fromLocalInput, toLocalInput } from './datetime.ts';

interface Props {
  id?: string;
  value?: string | null;
  onChange?: (value: string | null) => void;
}

/** A date and time picked in local time and kept as the ISO instant the API speaks (form widget). */
export function DateTimeInput({ id, value, onChange }: Props) {
  return (
    <Input
      id={id}
      type="datetime-local"
      value={toLocalInput(value)}
      onChange={(e) => onChange?.(fromLocalInput(e.target.value))}
    />
  );
}
