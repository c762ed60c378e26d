import { customFieldDraftSchema } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import {
  activeFields,
  applyDrafts,
  type CustomFieldDraft,
  REMEMBERED_REMOVED,
  type StoredCustomField,
} from './custom-definitions.ts';

/** Ids 1, 2, 3… instead of random ones, so keys can be written out. */
const counter = () => {
  let n = 0;
  return () => String(++n);
};
const drafts = (...list: object[]): CustomFieldDraft[] => list.map((d) => customFieldDraftSchema.parse(d));
const DECLARED = ['姓名', 'Name', '手机号', 'Mobile'];
const save = (stored: StoredCustomField[], ...list: object[]) => {
  const result = applyDrafts(stored, drafts(...list), DECLARED, counter());
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.fields;
};
const problemsOf = (stored: StoredCustomField[], ...list: object[]) => {
  const result = applyDrafts(stored, drafts(...list), DECLARED, counter());
  return result.ok ? [] : result.problems.map((p) => [p.field, p.key, p.params]);
};

describe('applyDrafts', () => {
  const first = save(
    [],
    { label: '籍贯', kind: 'text', showInList: true },
    { label: '血型', kind: 'select', options: [{ label: 'A型' }, { label: 'B型' }] },
  );

  it('gives new fields and options keys of their own, in the order sent', () => {
    expect(first).toEqual([
      { key: 'cf_1', label: '籍贯', kind: 'text', required: false, showInList: true, maxLength: 200 },
      {
        key: 'cf_2',
        label: '血型',
        kind: 'select',
        required: false,
        showInList: false,
        options: [
          { value: 'o_3', label: 'A型' },
          { value: 'o_4', label: 'B型' },
        ],
      },
    ]);
  });

  it('renames, reorders and marks required by key; a removed field stays flagged, its key never reused', () => {
    const next = save(
      first,
      {
        key: 'cf_2',
        label: '血型',
        kind: 'select',
        required: true,
        options: [{ value: 'o_3', label: 'A 型' }],
      },
      { label: '爱好', kind: 'text' },
    );
    // The counter offers 1 and 2 first: cf_1 and cf_2 are taken (cf_1 by the field removed now).
    expect(next.map((f) => [f.key, f.label, f.removed ?? false])).toEqual([
      ['cf_2', '血型', false],
      ['cf_3', '爱好', false],
      ['cf_1', '籍贯', true],
    ]);
    expect(next[0]).toMatchObject({
      required: true,
      options: [
        { value: 'o_3', label: 'A 型' },
        { value: 'o_4', label: 'B型', removed: true },
      ],
    });
    expect(activeFields(next)).toEqual([
      {
        key: 'cf_2',
        label: '血型',
        kind: 'select',
        required: true,
        showInList: false,
        options: [{ value: 'o_3', label: 'A 型' }],
      },
      { key: 'cf_3', label: '爱好', kind: 'text', required: false, showInList: false, maxLength: 200 },
    ]);
  });

  it('restores a removed option by its value rather than making a new one', () => {
    const removed = save(first, {
      key: 'cf_2',
      label: '血型',
      kind: 'select',
      options: [{ value: 'o_3', label: 'A型' }],
    });
    const back = save(removed, {
      key: 'cf_2',
      label: '血型',
      kind: 'select',
      options: [
        { value: 'o_3', label: 'A型' },
        { value: 'o_4', label: 'B型' },
      ],
    });
    expect(activeFields(back)[0]).toMatchObject({ options: [{ value: 'o_3' }, { value: 'o_4' }] });
  });

  it('refuses a key that is no current field, a changed kind and an option the field never had', () => {
    const gone = save(first, {
      key: 'cf_2',
      label: '血型',
      kind: 'select',
      options: [{ value: 'o_3', label: 'A型' }],
    });
    expect(
      problemsOf(
        gone,
        { key: 'cf_1', label: '籍贯', kind: 'text' },
        { key: 'cf_2', label: '血型', kind: 'multiSelect', options: [{ value: 'o_9', label: 'O型' }] },
        { key: 'cf_2', label: '血型二', kind: 'text' },
      ),
    ).toEqual([
      ['fields.0.key', 'resource.custom.unknownField', { n: 1 }],
      ['fields.1.kind', 'resource.custom.kindFixed', { label: '血型' }],
      ['fields.1.options', 'resource.custom.unknownOption', { label: '血型' }],
      ['fields.2.key', 'resource.custom.unknownField', { n: 3 }],
    ]);
  });

  it('refuses a label used twice or by a declared field in any language, and an option label used twice', () => {
    expect(
      problemsOf(
        [],
        { label: '籍贯', kind: 'text' },
        { label: ' 籍贯', kind: 'textarea' },
        { label: 'mobile', kind: 'text' },
        { label: '技能', kind: 'multiSelect', options: [{ label: 'Excel' }, { label: 'excel ' }] },
      ),
    ).toEqual([
      ['fields.1.label', 'resource.custom.duplicateLabel', { label: '籍贯' }],
      ['fields.2.label', 'resource.custom.declaredLabel', { label: 'mobile' }],
      ['fields.3.options', 'resource.custom.duplicateOption', { label: '技能', option: 'excel' }],
    ]);
  });

  it(`remembers the latest ${REMEMBERED_REMOVED} removed fields, forgetting the oldest first`, () => {
    const removed: StoredCustomField[] = Array.from({ length: REMEMBERED_REMOVED }, (_, i) => ({
      key: `cf_old${i}`,
      label: `旧字段${i}`,
      kind: 'date',
      required: false,
      showInList: false,
      removed: true,
    }));
    const next = save([...first, ...removed], {
      key: 'cf_2',
      label: '血型',
      kind: 'select',
      options: [{ value: 'o_3', label: 'A型' }],
    });
    expect(next).toHaveLength(1 + REMEMBERED_REMOVED);
    expect(next.at(-1)).toMatchObject({ key: 'cf_1', removed: true });
    expect(next.some((f) => f.key === 'cf_old0')).toBe(false);
    expect(next.some((f) => f.key === 'cf_old1')).toBe(true);
  });
});
