import { describe, expect, it } from 'vitest';
import { approvalForm } from './form.ts';
import { validateFormValues } from './values.ts';

const now = new Date('2026-11-01T00:00:00Z');

/** A form of every kind, with the designer's defaults filled in. */
const form = approvalForm.parse({
  fields: [
    { key: 'title', kind: 'text', label: '标题', required: true, maxLength: 5 },
    { key: 'reason', kind: 'textarea', label: '事由' },
    { key: 'count', kind: 'number', label: '数量', min: 1, max: 10, precision: 1 },
    { key: 'amount', kind: 'money', label: '金额' },
    { key: 'day', kind: 'date', label: '日期' },
    { key: 'at', kind: 'date', label: '时间', precision: 'minute' },
    { key: 'leave', kind: 'dateRange', label: '请假', precision: 'halfDay' },
    {
      key: 'type',
      kind: 'select',
      label: '类型',
      options: [
        { value: 'a', label: 'A' },
        { value: 'b', label: 'B' },
      ],
    },
    {
      key: 'tags',
      kind: 'multiSelect',
      label: '标签',
      options: [
        { value: 'x', label: 'X' },
        { value: 'y', label: 'Y' },
      ],
    },
    { key: 'boss', kind: 'staff', label: '审批人' },
    { key: 'team', kind: 'staff', label: '同行', multiple: true },
    { key: 'dept', kind: 'department', label: '部门' },
    { key: 'files', kind: 'attachment', label: '附件', maxCount: 2 },
    { key: 'note', kind: 'description', text: '请如实填写' },
    {
      key: 'items',
      kind: 'table',
      label: '明细',
      maxRows: 3,
      columns: [
        { key: 'what', kind: 'text', label: '项目', required: true },
        { key: 'amount', kind: 'money', label: '金额', required: true },
      ],
      sumColumns: ['amount'],
    },
  ],
});

const check = (values: Record<string, unknown>) => validateFormValues(form, values, { now });
const errorsOf = (values: Record<string, unknown>) => {
  const result = check({ title: 'ok', ...values });
  return result.ok ? [] : result.errors;
};

/** Files as the upload answers them. */
const file = (n: string, ext: string) => ({ name: `票据${n}.${ext}`, url: `/files/${n.repeat(64)}.${ext}` });
const FILE_A = file('a', 'pdf');
const FILE_B = file('b', 'png');
const FILE_C = file('c', 'jpg');

describe('validateFormValues', () => {
  it('normalises a full set of values', () => {
    const result = check({
      title: ' 出差 ',
      reason: '',
      count: 2.5,
      amount: '6000.5',
      day: '2026-11-02',
      at: '2026-11-02 09:30',
      leave: { start: '2026-11-02 PM', end: '2026-11-03 AM' },
      type: 'a',
      tags: ['y', 'x', 'y'],
      boss: [7],
      team: [3, 4, 3],
      dept: [2],
      files: [FILE_A, FILE_B, FILE_A],
      items: [
        { what: '机票', amount: '1200' },
        { what: ' 酒店 ', amount: '300.05' },
      ],
    });
    expect(result).toEqual({
      ok: true,
      values: {
        title: '出差',
        count: 2.5,
        amount: '6000.50',
        day: '2026-11-02',
        at: '2026-11-02 09:30',
        leave: { start: '2026-11-02 PM', end: '2026-11-03 AM' },
        type: 'a',
        tags: ['y', 'x'],
        boss: [7],
        team: [3, 4],
        dept: [2],
        files: [FILE_A, FILE_B],
        items: [
          { what: '机票', amount: '1200.00' },
          { what: '酒店', amount: '300.05' },
        ],
      },
    });
  });

  it('refuses unknown keys and a value for a description, and wants required fields', () => {
    expect(check({ extra: 1, note: 'x' })).toEqual({
      ok: false,
      errors: [
        { field: 'extra', code: 'approval.value.unknownField' },
        { field: 'title', code: 'approval.value.required' },
        { field: 'note', code: 'approval.value.notAllowed' },
      ],
    });
    // Blank text, empty lists and null count as nothing entered.
    expect(errorsOf({ title: '   ' })).toEqual([{ field: 'title', code: 'approval.value.required' }]);
    expect(errorsOf({ title: null, boss: [] })).toEqual([
      { field: 'title', code: 'approval.value.required' },
    ]);
  });

  it('bounds texts by characters and numbers by min, max and precision', () => {
    expect(errorsOf({ title: '一二三四五六' })).toEqual([
      { field: 'title', code: 'approval.value.tooLong', params: { max: 5 } },
    ]);
    expect(errorsOf({ title: '😀😀😀😀😀' })).toEqual([]); // five characters, ten UTF-16 units
    expect(errorsOf({ count: 0.5 })[0]).toMatchObject({
      code: 'approval.value.tooSmall',
      params: { min: 1 },
    });
    expect(errorsOf({ count: 10.5 })[0]).toMatchObject({
      code: 'approval.value.tooLarge',
      params: { max: 10 },
    });
    expect(errorsOf({ count: 1.25 })[0]).toMatchObject({
      code: 'approval.value.tooPrecise',
      params: { precision: 1 },
    });
    expect(errorsOf({ count: '2' })[0]).toMatchObject({ code: 'approval.value.invalid' });
    expect(errorsOf({ count: Number.NaN })[0]).toMatchObject({ code: 'approval.value.invalid' });
  });

  it('takes money as a decimal string of at most two decimals, 0 to 9999999999999.99', () => {
    expect(errorsOf({ amount: '0' })).toEqual([]);
    expect(errorsOf({ amount: '9999999999999.99' })).toEqual([]);
    expect(errorsOf({ amount: '10000000000000' })[0]?.code).toBe('approval.value.tooLarge');
    expect(errorsOf({ amount: '-1' })[0]?.code).toBe('approval.value.tooSmall');
    expect(errorsOf({ amount: '1.005' })[0]?.code).toBe('approval.value.tooPrecise');
    for (const bad of [6000, '6,000', '1e3', '¥5', '.5'])
      expect(errorsOf({ amount: bad })[0]?.code).toBe('approval.value.invalid');
  });

  it('checks dates and ranges in the field precision', () => {
    expect(errorsOf({ day: '2026-02-30' })[0]?.code).toBe('approval.value.invalidDate');
    expect(errorsOf({ day: '2026-11-02 10:00' })[0]?.code).toBe('approval.value.invalidDate');
    expect(errorsOf({ at: '2026-11-02' })[0]?.code).toBe('approval.value.invalidDate');
    expect(errorsOf({ day: '3026-01-01' })[0]?.code).toBe('approval.value.dateOutOfRange');
    expect(errorsOf({ leave: { start: '2026-11-03 AM', end: '2026-11-02 PM' } })[0]?.code).toBe(
      'approval.value.rangeReversed',
    );
    expect(errorsOf({ leave: { start: '2026-11-02 AM', end: '2026-11-02 AM' } })).toEqual([]);
    expect(errorsOf({ leave: { start: '2026-11-02 AM' } })[0]?.code).toBe('approval.value.invalid');
    expect(errorsOf({ leave: ['2026-11-02 AM', '2026-11-02 PM'] })[0]?.code).toBe('approval.value.invalid');
    expect(errorsOf({ leave: { start: '', end: '' } })).toEqual([]); // nothing entered, not required
  });

  it('keeps selects to their options and pickers and files to positive ids within their counts', () => {
    expect(errorsOf({ type: 'c' })[0]?.code).toBe('approval.value.notAnOption');
    expect(errorsOf({ tags: ['x', 'z'] })[0]?.code).toBe('approval.value.notAnOption');
    expect(errorsOf({ tags: 'x' })[0]?.code).toBe('approval.value.invalid');
    expect(errorsOf({ boss: [7, 8] })[0]).toMatchObject({
      code: 'approval.value.tooMany',
      params: { max: 1 },
    });
    expect(errorsOf({ boss: [7, 7] })).toEqual([]);
    expect(errorsOf({ boss: [0] })[0]?.code).toBe('approval.value.invalid');
    expect(errorsOf({ dept: ['2'] })[0]?.code).toBe('approval.value.invalid');
    expect(errorsOf({ team: Array.from({ length: 101 }, (_, i) => i + 1) })[0]?.code).toBe(
      'approval.value.tooMany',
    );
    expect(errorsOf({ files: [FILE_A, FILE_B, FILE_C] })[0]).toMatchObject({
      code: 'approval.value.tooMany',
      params: { max: 2 },
    });
    expect(errorsOf({ files: [11] })[0]?.code).toBe('approval.value.invalid');
    expect(errorsOf({ files: [{ name: 'a.pdf', url: 'https://evil.example/a.pdf' }] })[0]?.code).toBe(
      'approval.value.invalid',
    );
  });

  it('checks each table row by its columns, naming the cell', () => {
    expect(
      errorsOf({
        items: [{ what: 'a', amount: '1' }, { what: 'b' }, { what: 'c', amount: '1.234', extra: 1 }, 'row'],
      }),
    ).toEqual([{ field: 'items', code: 'approval.value.tooMany', params: { max: 3 } }]);
    expect(
      errorsOf({
        items: [{ what: 'a', amount: '1' }, { what: 'b' }, { what: 'c', amount: '1.234', extra: 1 }],
      }),
    ).toEqual([
      { field: 'items[1].amount', code: 'approval.value.required' },
      { field: 'items[2].extra', code: 'approval.value.unknownField' },
      { field: 'items[2].amount', code: 'approval.value.tooPrecise', params: { precision: 2 } },
    ]);
    expect(errorsOf({ items: ['row'] })).toEqual([{ field: 'items[0]', code: 'approval.value.invalid' }]);
    expect(errorsOf({ items: {} })).toEqual([{ field: 'items', code: 'approval.value.invalid' }]);
  });
});
