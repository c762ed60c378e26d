import { type CustomField, customFieldSchema } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import {
  customExportCells,
  customExportColumns,
  customTemplateColumns,
  readCustomCell,
} from './custom-sheet.ts';

const [home, height, party, blood, skills] = [
  { key: 'cf_home', label: '籍贯', kind: 'text', required: true, maxLength: 30 },
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
    options: [
      { value: 'o_drive', label: '驾驶' },
      { value: 'o_excel', label: 'Excel' },
    ],
  },
].map((field) => customFieldSchema.parse(field)) as [
  CustomField,
  CustomField,
  CustomField,
  CustomField,
  CustomField,
];
const fields = [home, height, party, blood, skills];

describe('custom fields in an export', () => {
  it('add one column per field, headed by its label', () => {
    expect(customExportColumns(fields).map((c) => [c.key, c.header])).toEqual([
      ['custom.cf_home', '籍贯'],
      ['custom.cf_height', '身高'],
      ['custom.cf_party', '入党日期'],
      ['custom.cf_blood', '血型'],
      ['custom.cf_skills', '技能'],
    ]);
  });

  it('write numbers as numbers, dates as YYYY-MM-DD, options by label and empty cells for nothing', () => {
    const row = {
      custom: {
        cf_height: 175.5,
        cf_party: '2020-07-01',
        cf_blood: 'o_b',
        cf_skills: ['o_excel', 'o_drive'],
      },
    };
    expect(customExportCells(fields, row, 'zh-CN')).toEqual({
      'custom.cf_home': null,
      'custom.cf_height': 175.5,
      'custom.cf_party': '2020-07-01',
      'custom.cf_blood': 'B型',
      'custom.cf_skills': 'Excel、驾驶',
    });
    expect(customExportCells([skills], row, 'en')).toEqual({ 'custom.cf_skills': 'Excel, 驾驶' });
  });
});

describe('custom fields in the import template', () => {
  it('say what each column takes, with a drop-down for a single choice only', () => {
    expect(customTemplateColumns(fields, 'zh-CN')).toEqual([
      { key: 'custom.cf_home', header: '籍贯', example: null, required: true, rule: '不超过30个字' },
      {
        key: 'custom.cf_height',
        header: '身高',
        example: null,
        required: false,
        rule: '填写数字，最多 1 位小数',
      },
      {
        key: 'custom.cf_party',
        header: '入党日期',
        example: null,
        required: false,
        rule: '日期，如 2026-01-31',
      },
      {
        key: 'custom.cf_blood',
        header: '血型',
        example: 'A型',
        choices: ['A型', 'B型'],
        required: false,
        rule: '可填：A型、B型',
      },
      {
        key: 'custom.cf_skills',
        header: '技能',
        example: '驾驶',
        required: false,
        rule: '可填多个，用“、”分隔：驾驶、Excel',
      },
    ]);
  });
});

describe('readCustomCell', () => {
  it('finds options by label in any case, several split at 、 , ， ; ；', () => {
    expect(readCustomCell(blood, ' b型 ')).toEqual({ value: 'o_b' });
    expect(readCustomCell(skills, 'excel，驾驶')).toEqual({ value: ['o_excel', 'o_drive'] });
    expect(readCustomCell(skills, 'Excel; 驾驶、')).toEqual({ value: ['o_excel', 'o_drive'] });
    expect(readCustomCell(skills, 'Excel、潜水')).toEqual({ notAnOption: '潜水' });
    expect(readCustomCell(blood, 'AB型')).toEqual({ notAnOption: 'AB型' });
  });

  it('reads numbers typed as text and dates typed with slashes; anything else is left for the checks', () => {
    expect(readCustomCell(height, 175.5)).toEqual({ value: 175.5 });
    expect(readCustomCell(height, ' 180 ')).toEqual({ value: 180 });
    expect(readCustomCell(height, '一米八')).toEqual({ value: '一米八' });
    expect(readCustomCell(party, '2020/7/1')).toEqual({ value: '2020-07-01' });
    expect(readCustomCell(party, '2020-07-01')).toEqual({ value: '2020-07-01' });
    expect(readCustomCell(home, 310000)).toEqual({ value: '310000' });
  });
});
