import type { ApprovalForm, FormValues } from '@renli/contracts';
import { validateFormValues } from '@renli/contracts';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../lib/i18n.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { renderControlled } from '../form-designer/test-harness.tsx';
import { FormRenderer } from './FormRenderer.tsx';

beforeAll(installBrowserStubs);
beforeEach(() => i18n.changeLanguage('zh-CN'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const form: ApprovalForm = {
  fields: [
    { key: 'field_1', kind: 'description', text: '报销需附发票' },
    { key: 'field_2', kind: 'text', label: '事由', required: true, maxLength: 200 },
    { key: 'field_3', kind: 'money', label: '金额', required: true, showCapital: true },
    {
      key: 'field_4',
      kind: 'dateRange',
      label: '出差日期',
      required: false,
      precision: 'day',
      durationUnit: 'day',
    },
    {
      key: 'field_5',
      kind: 'table',
      label: '费用明细',
      required: false,
      maxRows: 50,
      sumColumns: ['col_2'],
      columns: [
        { key: 'col_1', kind: 'text', label: '项目', required: true, maxLength: 200 },
        { key: 'col_2', kind: 'money', label: '小计', required: true, showCapital: false },
      ],
    },
  ],
};

const renderForm = (initial: FormValues = {}) =>
  renderControlled(initial, (value, onChange) => (
    <FormRenderer form={form} value={value} onChange={onChange} />
  ));

describe('FormRenderer', () => {
  it('fills text and money, showing the amount in capitals, and the values validate', () => {
    const latest = renderForm();
    expect(screen.getByText('报销需附发票')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('事由'), { target: { value: '出差北京' } });
    fireEvent.change(screen.getByLabelText('金额'), { target: { value: '6000.5' } });
    expect(screen.getByText('大写：陆仟元伍角整')).toBeTruthy();
    fireEvent.blur(screen.getByLabelText('金额'));
    expect(latest.value).toEqual({ field_2: '出差北京', field_3: '6000.5' });
    expect(validateFormValues(form, latest.value)).toMatchObject({ ok: true });

    fireEvent.change(screen.getByLabelText('事由'), { target: { value: '' } });
    expect(latest.value).toEqual({ field_3: '6000.5' });
  });

  it('shows the duration of a date range', () => {
    renderForm({ field_4: { start: '2026-11-02', end: '2026-11-04' } });
    expect(screen.getByText('时长：3 天')).toBeTruthy();
  });

  it('adds and removes detail rows and sums the money column', () => {
    const latest = renderForm();
    const table = () => within(screen.getByText('增加明细').closest('.form-table-input') as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: /增加明细/ }));
    fireEvent.click(screen.getByRole('button', { name: /增加明细/ }));
    const items = table().getAllByLabelText('项目');
    const amounts = table().getAllByLabelText('小计');
    fireEvent.change(items[0]!, { target: { value: '机票' } });
    fireEvent.change(amounts[0]!, { target: { value: '1200' } });
    fireEvent.blur(amounts[0]!);
    fireEvent.change(items[1]!, { target: { value: '酒店' } });
    fireEvent.change(amounts[1]!, { target: { value: '800.5' } });
    fireEvent.blur(amounts[1]!);
    expect(screen.getByText('小计合计：2000.50')).toBeTruthy();
    expect(latest.value.field_5).toEqual([
      { col_1: '机票', col_2: '1200' },
      { col_1: '酒店', col_2: '800.5' },
    ]);

    fireEvent.click(table().getByRole('button', { name: '删除第1行' }));
    expect(latest.value.field_5).toEqual([{ col_1: '酒店', col_2: '800.5' }]);
    expect(screen.getByText('小计合计：800.50')).toBeTruthy();
  });
});
