import dayjs, { type Dayjs } from 'dayjs';

/** The form's date texts (contracts `dates.ts`): a day `YYYY-MM-DD`, a minute `YYYY-MM-DD HH:mm`. */
export const DATE_FORMATS = { day: 'YYYY-MM-DD', minute: 'YYYY-MM-DD HH:mm' } as const;
export type Half = 'AM' | 'PM';

export const toText = (date: Dayjs | null, precision: 'day' | 'minute') =>
  date ? date.format(DATE_FORMATS[precision]) : undefined;

/** A stored date text back to a picker's value (the half of a half-day text is read separately). */
export function toDayjs(text: unknown, precision: 'day' | 'minute' | 'halfDay'): Dayjs | null {
  if (typeof text !== 'string' || text === '') return null;
  const date = dayjs(
    precision === 'minute' ? text : text.slice(0, 10),
    DATE_FORMATS[precision === 'minute' ? 'minute' : 'day'],
  );
  return date.isValid() ? date : null;
}

export const halfOf = (text: unknown): Half =>
  typeof text === 'string' && text.endsWith('PM') ? 'PM' : 'AM';
