import { describe, expect, it } from 'vitest';
import * as contracts from '../index.ts';
import { type FieldPlace, fieldsIn, labelIn, optionLabel } from './fields.ts';
import type { ResourceContract } from './resource.ts';

const isResource = (value: unknown): value is ResourceContract =>
  typeof value === 'object' && value !== null && 'prefix' in value && 'schemas' in value;
const resources = (Object.values(contracts) as unknown[]).filter(isResource);

/** Which schema a place's fields must belong to: the server checks what each place sends against it. */
const SCHEMA_OF: Record<FieldPlace, 'row' | 'create' | 'filter'> = {
  list: 'row',
  detail: 'row',
  export: 'row',
  form: 'create',
  filter: 'filter',
};

describe('field declarations', () => {
  it('cover every resource of the contracts', () => {
    expect(resources.length).toBeGreaterThanOrEqual(17);
    const bare = resources.filter((r) => !r.fields || !r.title).map((r) => r.name);
    expect(bare).toEqual([]);
  });

  it.each(resources.map((r) => [r.name, r] as const))(
    '%s: each place names fields its schema has',
    (_, r) => {
      const wrong: string[] = [];
      for (const place of Object.keys(SCHEMA_OF) as FieldPlace[]) {
        const shape = r.schemas[SCHEMA_OF[place]].shape;
        for (const [name, spec] of fieldsIn(r.fields, place)) {
          // A reference is listed and exported by the name the row carries.
          const shown = place === 'form' || place === 'filter' ? name : (spec.display ?? name);
          if (!(shown in shape)) wrong.push(`${place}:${shown}`);
        }
      }
      for (const [name, spec] of Object.entries(r.fields)) {
        if (spec.widget === 'reference' && !spec.ref) wrong.push(`${name}: a reference without ref`);
        if (spec.label['zh-CN'].trim() === '' || spec.label.en.trim() === '')
          wrong.push(`${name}: empty label`);
      }
      expect(wrong).toEqual([]);
    },
  );
});

describe('labels', () => {
  const status = {
    label: { 'zh-CN': '状态', en: 'Status' },
    in: ['list'] as const,
    options: [{ value: 1, label: { 'zh-CN': '启用', en: 'Active' } }],
  };

  it('reads Chinese unless the language is English', () => {
    expect(labelIn(status.label, 'en-GB')).toBe('Status');
    expect(labelIn(status.label, 'zh-CN')).toBe('状态');
    expect(labelIn(status.label, undefined)).toBe('状态');
  });

  it('names an option by its label, a boolean by 是/否, and shows an unknown value as it is', () => {
    expect(optionLabel(status, 1, 'zh-CN')).toBe('启用');
    expect(optionLabel(status, 9, 'zh-CN')).toBe('9');
    expect(optionLabel({ label: status.label, in: [] }, false, 'zh-CN')).toBe('否');
    expect(optionLabel({ label: status.label, in: [] }, true, 'en')).toBe('Yes');
    expect(optionLabel(status, null, 'en')).toBe('');
  });
});
