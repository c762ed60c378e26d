import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  customFieldDraftSchema,
  customFieldSchema,
  customValuesSchema,
  kitSchemas,
  saveCustomFieldsBodySchema,
} from './custom-fields.ts';
import { resourceRowBase, updateSchemaOf } from './resource.ts';

const issuesOf = (result: { success: boolean; error?: z.ZodError }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`) ?? [];

describe('custom field definitions', () => {
  it('fill the defaults of each kind: optional, hidden from the list, 200/2000 characters, whole numbers', () => {
    const parse = (draft: object) => customFieldDraftSchema.parse(draft);
    expect(parse({ label: ' 籍贯 ', kind: 'text' })).toEqual({
      label: '籍贯',
      kind: 'text',
      required: false,
      showInList: false,
      maxLength: 200,
    });
    expect(parse({ label: '备注', kind: 'textarea' })).toMatchObject({ maxLength: 2000 });
    expect(parse({ label: '身高', kind: 'number' })).toMatchObject({ precision: 0 });
    expect(parse({ label: '入党日期', kind: 'date', required: true })).toMatchObject({ required: true });
  });

  it('bound labels (1..20), lengths (text ≤ 200, textarea ≤ 2000), precision (≤ 4) and options (1..50, ≤ 30 chars)', () => {
    const bad = (draft: object) => customFieldDraftSchema.safeParse(draft).success;
    expect(bad({ label: '', kind: 'text' })).toBe(false);
    expect(bad({ label: '字'.repeat(20), kind: 'text' })).toBe(true);
    expect(bad({ label: '字'.repeat(21), kind: 'text' })).toBe(false);
    expect(bad({ label: '简介', kind: 'text', maxLength: 201 })).toBe(false);
    expect(bad({ label: '简介', kind: 'textarea', maxLength: 2000 })).toBe(true);
    expect(bad({ label: '简介', kind: 'textarea', maxLength: 2001 })).toBe(false);
    expect(bad({ label: '体重', kind: 'number', precision: 5 })).toBe(false);
    expect(bad({ label: '血型', kind: 'select', options: [] })).toBe(false);
    const options = (n: number, label = '选项') =>
      Array.from({ length: n }, (_, i) => ({ label: `${label}${i}` }));
    expect(bad({ label: '血型', kind: 'select', options: options(50) })).toBe(true);
    expect(bad({ label: '血型', kind: 'select', options: options(51) })).toBe(false);
    expect(bad({ label: '血型', kind: 'select', options: [{ label: '长'.repeat(31) }] })).toBe(false);
    expect(bad({ label: '爱好', kind: 'money' })).toBe(false);
  });

  it('refuse option labels with the separators a spreadsheet cell of several choices uses', () => {
    const result = customFieldDraftSchema.safeParse({
      label: '技能',
      kind: 'multiSelect',
      options: [{ label: '读、写' }, { label: 'Excel,Word' }, { label: '驾驶' }],
    });
    expect(issuesOf(result)).toEqual([
      'options.0.label:resource.custom.optionSeparator',
      'options.1.label:resource.custom.optionSeparator',
    ]);
  });

  it('take keys and option values in the server’s form only: a client cannot name its own', () => {
    expect(customFieldDraftSchema.safeParse({ key: 'staffName', label: 'x', kind: 'text' }).success).toBe(
      false,
    );
    expect(customFieldDraftSchema.safeParse({ key: 'cf_k3x9q2ab', label: 'x', kind: 'text' }).success).toBe(
      true,
    );
    const option = { key: 'cf_a1', label: '血型', kind: 'select', options: [{ value: 'A', label: 'A型' }] };
    expect(customFieldDraftSchema.safeParse(option).success).toBe(false);
    // A stored field always has its key and option values.
    expect(customFieldSchema.safeParse({ label: '籍贯', kind: 'text' }).success).toBe(false);
  });

  it('save at most 50 fields at once', () => {
    const fields = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `字段${i}`, kind: 'text' }));
    expect(saveCustomFieldsBodySchema.safeParse({ version: 0, fields: fields(50) }).success).toBe(true);
    expect(saveCustomFieldsBodySchema.safeParse({ version: 0, fields: fields(51) }).success).toBe(false);
  });
});

describe('custom values in a body', () => {
  it('are keyed by field key, at most 50, each text ≤ 2000, a number, ≤ 50 options or null', () => {
    const ok = (values: object) => customValuesSchema.safeParse(values).success;
    expect(ok({ cf_a: '北京', cf_b: 175.5, cf_c: ['o_x', 'o_y'], cf_d: null })).toBe(true);
    expect(ok({ name: '张三' })).toBe(false);
    expect(ok({ cf_a: 'x'.repeat(2001) })).toBe(false);
    expect(ok({ cf_a: { nested: true } })).toBe(false);
    expect(ok({ cf_a: Array.from({ length: 51 }, (_, i) => `o_${i}`) })).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`cf_${i}`, 'x']));
    expect(issuesOf(customValuesSchema.safeParse(many))).toEqual([':resource.custom.tooManyValues']);
  });
});

describe('kitSchemas', () => {
  const create = z.object({ name: z.string().min(1).max(10) });
  const schemas = {
    row: resourceRowBase.extend({ name: z.string() }),
    create,
    update: updateSchemaOf(create),
    filter: z.object({}),
  };

  it('leaves a contract without custom fields as it is', () => {
    expect(kitSchemas({ schemas })).toBe(schemas);
  });

  it('adds `custom` to rows, creates and updates of a contract with custom fields, once per contract', () => {
    const contract = { schemas, customFields: true };
    const kit = kitSchemas(contract);
    expect(kitSchemas(contract)).toBe(kit);
    expect(kit.filter).toBe(schemas.filter);
    const row = { id: 1, version: 1, createdAt: 'x', updatedAt: 'x', name: 'a', custom: { cf_a: 'b' } };
    expect(kit.row.parse(row)).toMatchObject({ custom: { cf_a: 'b' } });
    expect(kit.create.parse({ name: 'a', custom: { cf_a: 1 } })).toEqual({ name: 'a', custom: { cf_a: 1 } });
    expect(kit.create.parse({ name: 'a' })).toEqual({ name: 'a' });
    expect(kit.update.safeParse({ id: 1, version: 1, custom: { bad: 1 } }).success).toBe(false);
  });
});
