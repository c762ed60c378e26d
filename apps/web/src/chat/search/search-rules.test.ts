import { describe, expect, it } from 'vitest';
import {
  createRequestGate,
  initialSearchBox,
  keywordListOf,
  type SearchBoxEvent,
  searchBoxReducer,
  startSearching,
} from './search-rules.ts';

const run = (...events: SearchBoxEvent[]) => events.reduce(searchBoxReducer, initialSearchBox);

describe('search box state', () => {
  it('starts searching on focus without a keyword', () => {
    expect(run({ type: 'focus' })).toEqual({ searching: true, input: '', keyword: '' });
  });

  it('keeps the keyword until the input is committed, then takes it trimmed', () => {
    const typed = run({ type: 'focus' }, { type: 'input', value: '  绩效 评估 ' });
    expect(typed.keyword).toBe('');
    expect(searchBoxReducer(typed, { type: 'commit' }).keyword).toBe('绩效 评估');
  });

  it('returns the same state when Enter commits an unchanged value, so no new request starts', () => {
    const committed = run({ type: 'input', value: '绩效' }, { type: 'commit' });
    expect(searchBoxReducer(committed, { type: 'commit' })).toBe(committed);
    const spaced = searchBoxReducer(committed, { type: 'input', value: '绩效 ' });
    expect(searchBoxReducer(spaced, { type: 'commit' }).keyword).toBe('绩效');
  });

  it('opens from the panel field already searching, with its text uncommitted', () => {
    const state = startSearching('  绩效 ');
    expect(state).toEqual({ searching: true, input: '  绩效 ', keyword: '' });
    expect(searchBoxReducer(state, { type: 'commit' }).keyword).toBe('绩效');
  });

  it('ends searching and empties everything on clear', () => {
    expect(run({ type: 'input', value: 'x' }, { type: 'commit' }, { type: 'clear' })).toEqual(
      initialSearchBox,
    );
  });
});

describe('keyword list', () => {
  it('splits on any whitespace, full-width spaces included', () => {
    expect(keywordListOf(' 季度  绩效\t评估\u3000Review ')).toEqual(['季度', '绩效', '评估', 'Review']);
    expect(keywordListOf('   ')).toEqual([]);
  });
});

describe('request gate', () => {
  it('accepts only the newest request and none after cancel', () => {
    const gate = createRequestGate();
    const first = gate.next();
    const second = gate.next();
    expect(gate.isCurrent(first)).toBe(false);
    expect(gate.isCurrent(second)).toBe(true);
    gate.cancel();
    expect(gate.isCurrent(second)).toBe(false);
  });
});
