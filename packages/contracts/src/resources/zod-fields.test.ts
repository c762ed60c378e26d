import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { departmentSchemas } from './department.ts';
import { fieldInfo, objectFields } from './zod-fields.ts';

describe('fieldInfo', () => {
  it('reads kind, required and limits from a contract schema', () => {
    expect(objectFields(departmentSchemas.create)).toEqual({
      name: { kind: 'text', required: true, maxLength: 50 },
      // `int()` bounds to safe integers; `positive()` is exclusive, so its minimum reads as 0.
      parentId: { kind: 'number', required: false, min: 0, max: Number.MAX_SAFE_INTEGER },
      sort: { kind: 'number', required: false, min: 0, max: 99999 },
      leaderUserId: { kind: 'number', required: false, min: 0, max: Number.MAX_SAFE_INTEGER },
    });
  });

  it('gives the values of enums and literal unions, and dates', () => {
    expect(fieldInfo(z.enum(['a', 'b']))).toEqual({ kind: 'enum', required: true, values: ['a', 'b'] });
    expect(fieldInfo(z.union([z.literal(1), z.literal(2)]).optional())).toEqual({
      kind: 'enum',
      required: false,
      values: [1, 2],
    });
    expect(fieldInfo(z.iso.date())).toEqual({ kind: 'date', required: true });
    // Without a minimum an empty text is valid, so the form must not demand one.
    expect(fieldInfo(z.string())).toEqual({ kind: 'text', required: false, maxLength: undefined });
  });
});
