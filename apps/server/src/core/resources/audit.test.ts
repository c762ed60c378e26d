import { describe, expect, it } from 'vitest';
import { diffRows } from './audit.ts';

const row = (fields: Record<string, unknown>) => ({ id: 1, version: 1, ...fields });

describe('diffRows', () => {
  it('leaves out bookkeeping and unchanged fields', () => {
    expect(diffRows(row({ name: 'a', note: null }), row({ name: 'b', note: null, version: 2 }))).toEqual({
      name: { before: 'a', after: 'b' },
    });
  });

  it('names each custom value that changed, set or cleared, as custom.<key>', () => {
    const before = row({ name: 'a', custom: { cf_home: '杭州', cf_note: '旧', cf_same: 1 } });
    const after = row({ name: 'a', custom: { cf_home: '宁波', cf_same: 1, cf_new: ['o_x'] } });
    expect(diffRows(before, after)).toEqual({
      'custom.cf_home': { before: '杭州', after: '宁波' },
      'custom.cf_new': { before: null, after: ['o_x'] },
      'custom.cf_note': { before: '旧', after: null },
    });
  });

  it('records every custom value of a new row', () => {
    expect(diffRows(null, row({ name: 'a', custom: { cf_home: '杭州' } }))).toEqual({
      name: { before: null, after: 'a' },
      'custom.cf_home': { before: null, after: '杭州' },
    });
  });
});
