import { type CustomField, customFieldSchema } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { customCell, customFormValues, customLabel, splitCustomValues } from './custom-fields.ts';

const fields: CustomField[] = [
  { key: 'cf_home', label: '籍贯', kind: 'text' },
  {
    key: 'cf_skills',
    label: '技能',
    kind: 'multiSelect',
    options: [
      { value: 'o_drive', label: '驾驶' },
      { value: 'o_excel', label: 'Excel' },
    ],
  },
].map((field) => customFieldSchema.parse(field));
const row = (custom: Record<string, unknown>) => ({
  id: 1,
  version: 1,
  createdAt: '',
  updatedAt: '',
  custom,
});

describe('custom fields on the page', () => {
  it('start a form from the row, leaving out choices no option offers any more', () => {
    expect(
      customFormValues(fields, row({ cf_home: '杭州', cf_skills: ['o_gone', 'o_excel'], cf_old: 1 })),
    ).toEqual({
      'custom.cf_home': '杭州',
      'custom.cf_skills': ['o_excel'],
    });
    expect(customFormValues(fields, null)).toEqual({
      'custom.cf_home': undefined,
      'custom.cf_skills': undefined,
    });
  });

  it('split a form into the declared values and `custom`, an emptied field as null', () => {
    expect(
      splitCustomValues(fields, { name: 'A', 'custom.cf_home': undefined, 'custom.cf_skills': ['o_drive'] }),
    ).toEqual({
      declared: { name: 'A' },
      custom: { cf_home: null, cf_skills: ['o_drive'] },
    });
  });

  it('show a value as people read it, "—" for none, and name the field behind custom.<key>', () => {
    expect(customCell(fields[1]!, row({ cf_skills: ['o_excel', 'o_drive'] }), 'zh-CN')).toBe('Excel、驾驶');
    expect(customCell(fields[0]!, row({}), 'zh-CN')).toBe('—');
    expect(customLabel(fields, 'custom.cf_skills')).toBe('技能');
    expect(customLabel(fields, 'name')).toBeUndefined();
  });
});
