import { describe, expect, it } from 'vitest';
import { filterOptions, sameValues, showSearch, summary, toggleValue } from './select-rules.ts';

const options = [
  { value: 'Work', label: '工作群' },
  { value: 'Public', label: '公开群' },
];

describe('select rules (docs/chat-ui.md)', () => {
  it('shows the search box only when enabled and with more than 6 items', () => {
    expect(showSearch(true, 6)).toBe(false);
    expect(showSearch(true, 7)).toBe(true);
    expect(showSearch(false, 20)).toBe(false);
  });

  it('filters by label, case-insensitively, or by the exact value', () => {
    expect(filterOptions(options, '公开').map((o) => o.value)).toEqual(['Public']);
    expect(filterOptions(options, 'work').map((o) => o.value)).toEqual(['Work']);
    expect(filterOptions(options, ' ')).toHaveLength(2);
  });

  it('toggles in multi-select and replaces in single-select', () => {
    expect(toggleValue(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a', true)).toEqual(['b']);
    expect(toggleValue(['a'], 'b', false)).toEqual(['b']);
  });

  it('compares selections regardless of order and summarises them', () => {
    expect(sameValues(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(sameValues(['a'], ['a', 'b'])).toBe(false);
    expect(summary(options, ['Work', 'Public'], '请选择')).toBe('工作群、公开群');
    expect(summary(options, [], '请选择')).toBe('请选择');
  });
});
