import type { ApprovalForm } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { cardSummary, pickedIds } from './card-summary.ts';

const form = {
  fields: [
    { kind: 'description', key: 'note', text: '说明' },
    {
      kind: 'select',
      key: 'type',
      label: '请假类型',
      required: true,
      options: [{ value: 'annual', label: '年假' }],
    },
    {
      kind: 'dateRange',
      key: 'range',
      label: '时间',
      required: true,
      precision: 'halfDay',
      durationUnit: 'day',
    },
    { kind: 'number', key: 'days', label: '天数', required: false, precision: 1, unit: '天' },
    { kind: 'department', key: 'dept', label: '部门', required: false, multiple: true },
    { kind: 'textarea', key: 'reason', label: '事由', required: false, maxLength: 2000 },
  ],
} as ApprovalForm;
const names = {
  users: new Map([[7, '张三']]),
  departments: new Map([
    [3, '研发部'],
    [4, '测试部'],
  ]),
};

describe('cardSummary', () => {
  it('words the first three fields with a value: option labels, ranges, units', () => {
    const values = {
      type: 'annual',
      range: { start: '2026-01-05 AM', end: '2026-01-06 PM' },
      days: 2,
      reason: 'x',
    };
    expect(cardSummary(form, values, names)).toEqual([
      { label: '请假类型', value: '年假' },
      { label: '时间', value: '2026-01-05 AM ~ 2026-01-06 PM' },
      { label: '天数', value: '2天' },
    ]);
  });

  it('skips empty fields, names departments and cuts long text to one line of 60', () => {
    const values = { dept: [3, 4, 99], reason: `${'很'.repeat(70)}\n第二行` };
    expect(cardSummary(form, values, names)).toEqual([
      { label: '部门', value: '研发部, 测试部' },
      { label: '事由', value: `${'很'.repeat(59)}…` },
    ]);
  });

  it('lists the ids the pickers hold, for the name lookups', () => {
    expect(pickedIds(form, { dept: [3, 'x'] })).toEqual({ users: [], departments: [3] });
  });
});
