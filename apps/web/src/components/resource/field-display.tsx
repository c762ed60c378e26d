import { type FieldSpec, labelIn, optionLabel, yesNoOptions } from '@renli/contracts';
import { Tag } from 'antd';
import type { ReactNode } from 'react';

const EMPTY = '—';
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** An instant on China's wall clock (business times are China's wherever the browser is). */
export const chinaTime = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'zh-CN', {
    timeZone: 'Asia/Shanghai',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(new Date(iso));

/** Yuan with two decimals and thousands separators, from the exact decimal string or number sent. */
export function money(value: string | number): string {
  const [whole = '0', fraction = ''] = String(value).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace('-', '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}¥${digits}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}

/**
 * A field's value as lists and details show it: the referenced record's name, an option's label (in
 * its tag colour), yes/no, money, China time; '—' when empty.
 */
export function displayField(
  name: string,
  spec: FieldSpec,
  row: Record<string, unknown>,
  language: string,
): ReactNode {
  const value = row[spec.display ?? name];
  if (value === null || value === undefined || value === '') return EMPTY;
  const options = spec.options ?? (typeof value === 'boolean' ? yesNoOptions : undefined);
  if (options) {
    const option = options.find((o) => o.value === value);
    const text = optionLabel(spec, value, language);
    return option?.color ? <Tag color={option.color}>{text}</Tag> : text;
  }
  if (spec.widget === 'money' && (typeof value === 'number' || typeof value === 'string'))
    return money(value);
  if (typeof value === 'string' && (spec.widget === 'datetime' || ISO_INSTANT.test(value)))
    return chinaTime(value, language);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** A field's label in the UI language. */
export const fieldLabel = (spec: FieldSpec, language: string) => labelIn(spec.label, language);
