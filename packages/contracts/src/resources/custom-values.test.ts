import { describe, expect, it } from 'vitest';
import { type CustomField, customFieldSchema } from './custom-fields.ts';
import { checkCustomValues, customValueText, mergeCustomValues } from './custom-values.ts';

const now = new Date('2026-11-01T00:00:00Z');

/** A company's fields on its staff archive: one of each kind. */
const fields: CustomField[] = [
  { key: 'cf_home', label: '籍贯', kind: 'text', required: true, maxLength: 10 },
  { key: 'cf_note', label: '备注', kind: 'textarea' },
  { key: 'cf_height', label: '身高', kind: 'number', precision: 1 },
  { key: 'cf_party', label: '入党日期', kind: 'date' },
  {
    key: 'cf_blood',
    label: '血型',
    kind: 'select',
    options: [
      { value: 'o_a', label: 'A型' },
      { value: 'o_b', label: 'B型' },
    ],
  },
  {
    key: 'cf_skills',
    label: '技能',
    kind: 'multiSelect',
    required: true,
    options: [
      { value: 'o_drive', label: '驾驶' },
      { value: 'o_excel', label: 'Excel' },
      { value: 'o_cook', label: '烹饪' },
    ],
  },
].map((field) => customFieldSchema.parse(field));

const insert = (values: Record<string, unknown>) => checkCustomValues(fields, values, 'insert', now);
const update = (values: Record<string, unknown>) => checkCustomValues(fields, values, 'update', now);
const errorsOf = (result: ReturnType<typeof insert>) => (result.ok ? [] : result.errors);

describe('checkCustomValues on a new row', () => {
  it('keeps valid values normalised: texts trimmed, options deduplicated, empty ones left out', () => {
    expect(
      insert({
        cf_home: ' 浙江杭州 ',
        cf_note: '',
        cf_height: 175.5,
        cf_party: '2020-07-01',
        cf_blood: 'o_b',
        cf_skills: ['o_excel', 'o_drive', 'o_excel'],
      }),
    ).toEqual({
      ok: true,
      values: {
        cf_home: '浙江杭州',
        cf_height: 175.5,
        cf_party: '2020-07-01',
        cf_blood: 'o_b',
        cf_skills: ['o_excel', 'o_drive'],
      },
      cleared: ['cf_note'],
    });
  });

  it('enforces required fields, even when nothing custom is sent', () => {
    expect(errorsOf(insert({}))).toEqual([
      { key: 'cf_home', code: 'approval.value.required' },
      { key: 'cf_skills', code: 'approval.value.required' },
    ]);
    expect(errorsOf(insert({ cf_home: '   ', cf_skills: [] })).map((e) => e.code)).toEqual([
      'approval.value.required',
      'approval.value.required',
    ]);
  });

  it('refuses unknown keys, wrong types, long texts, extra decimals, bad dates and foreign options', () => {
    const base = { cf_home: '杭州', cf_skills: ['o_cook'] };
    const one = (values: Record<string, unknown>) => errorsOf(insert({ ...base, ...values }));
    expect(one({ cf_gone: 'x' })).toEqual([{ key: 'cf_gone', code: 'approval.value.unknownField' }]);
    expect(one({ cf_home: '浙江省杭州市西湖区文三路' })).toEqual([
      { key: 'cf_home', code: 'approval.value.tooLong', params: { max: 10 } },
    ]);
    expect(one({ cf_height: '175' })).toEqual([{ key: 'cf_height', code: 'approval.value.invalid' }]);
    expect(one({ cf_height: 175.25 })).toEqual([
      { key: 'cf_height', code: 'approval.value.tooPrecise', params: { precision: 1 } },
    ]);
    expect(one({ cf_party: '2026-02-30' })).toEqual([
      { key: 'cf_party', code: 'approval.value.invalidDate' },
    ]);
    expect(one({ cf_party: '2020/07/01' })).toEqual([
      { key: 'cf_party', code: 'approval.value.invalidDate' },
    ]);
    expect(one({ cf_party: '1900-01-01' })).toEqual([
      { key: 'cf_party', code: 'approval.value.dateOutOfRange', params: { years: 100 } },
    ]);
    expect(one({ cf_blood: 'AB型' })).toEqual([{ key: 'cf_blood', code: 'approval.value.notAnOption' }]);
    expect(one({ cf_blood: ['o_a'] })).toEqual([{ key: 'cf_blood', code: 'approval.value.invalid' }]);
    expect(one({ cf_skills: ['o_drive', 'o_fly'] })).toEqual([
      { key: 'cf_skills', code: 'approval.value.notAnOption' },
    ]);
  });
});

describe('checkCustomValues on an update', () => {
  it('checks only the keys sent: a required field the patch leaves alone is not asked for', () => {
    expect(update({ cf_height: 180 })).toEqual({ ok: true, values: { cf_height: 180 }, cleared: [] });
  });

  it('clears what is sent empty, but never a required field', () => {
    expect(update({ cf_note: null, cf_blood: '' })).toEqual({
      ok: true,
      values: {},
      cleared: ['cf_note', 'cf_blood'],
    });
    expect(errorsOf(update({ cf_home: null }))).toEqual([
      { key: 'cf_home', code: 'approval.value.required' },
    ]);
  });

  it('merges: the patch over what the row holds, cleared keys gone, removed fields’ values kept', () => {
    const stored = { cf_home: '杭州', cf_note: '旧备注', cf_height: 170, cf_old: '已删除字段的值' };
    const checked = update({ cf_height: 171.5, cf_note: null });
    if (!checked.ok) throw new Error('expected valid values');
    expect(mergeCustomValues(stored, checked)).toEqual({
      cf_home: '杭州',
      cf_height: 171.5,
      cf_old: '已删除字段的值',
    });
  });

  it('refuses a removed field’s key as unknown', () => {
    expect(errorsOf(update({ cf_old: 'x' }))).toEqual([
      { key: 'cf_old', code: 'approval.value.unknownField' },
    ]);
  });
});

describe('customValueText', () => {
  const [home, , height, party, blood, skills] = fields as [
    CustomField,
    CustomField,
    CustomField,
    CustomField,
    CustomField,
    CustomField,
  ];

  it('reads values as people do: options by label, several joined, dates and numbers as they are', () => {
    expect(customValueText(home, '杭州')).toBe('杭州');
    expect(customValueText(height, 175.5)).toBe('175.5');
    expect(customValueText(party, '2020-07-01')).toBe('2020-07-01');
    expect(customValueText(blood, 'o_b')).toBe('B型');
    expect(customValueText(skills, ['o_excel', 'o_drive'])).toBe('Excel、驾驶');
    expect(customValueText(skills, ['o_excel', 'o_drive'], 'en')).toBe('Excel, 驾驶');
  });

  it('leaves out what no option names any more, and shows nothing for no value', () => {
    expect(customValueText(skills, ['o_gone', 'o_cook'])).toBe('烹饪');
    expect(customValueText(blood, 'o_gone')).toBe('');
    expect(customValueText(home, undefined)).toBe('');
    expect(customValueText(home, null)).toBe('');
  });
});
