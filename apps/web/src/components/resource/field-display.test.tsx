import type { FieldSpec } from '@renli/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chinaTime, displayField, money } from './field-display.tsx';

const label = { 'zh-CN': '字段', en: 'Field' };
const show = (spec: Omit<FieldSpec, 'label' | 'in'>, row: Record<string, unknown>, language = 'zh-CN') =>
  displayField('value', { label, in: ['list'], ...spec }, row, language);

describe('how a declared field is shown', () => {
  it('writes money with separators and two decimals, from the exact value sent', () => {
    expect(money('1234567.5')).toBe('¥1,234,567.50');
    expect(money(0.1)).toBe('¥0.10');
    expect(money('-20')).toBe('-¥20.00');
  });

  it('writes an instant on China time whatever the browser zone: 16:30 UTC is 00:30 next day', () => {
    expect(chinaTime('2026-11-24T16:30:00.000Z', 'zh-CN')).toBe('2026/11/25 00:30');
    expect(chinaTime('2026-11-24T16:30:00.000Z', 'en')).toBe('25/11/2026, 00:30');
  });

  it('shows a reference by name, an option by label in its colour, yes/no, and a dash when empty', () => {
    expect(show({ display: 'name' }, { value: 7, name: '人事部' })).toBe('人事部');
    expect(show({}, { value: null })).toBe('—');
    expect(show({}, { value: true })).toBe('是');
    expect(show({}, { value: false }, 'en')).toBe('No');
    render(
      show({ options: [{ value: 1, label: { 'zh-CN': '启用', en: 'On' }, color: 'green' }] }, { value: 1 }),
    );
    expect(screen.getByText('启用').className).toContain('green');
    expect(show({ options: [{ value: 1, label }] }, { value: 2 })).toBe('2');
  });
});
