import { describe, expect, it } from 'vitest';
import {
  addFound,
  allState,
  filterItems,
  fullList,
  itemLabel,
  pick,
  selectableItems,
  showSelectAll,
  toggleAll,
  unpick,
} from './forward-rules.ts';
import type { TransferItem } from './types.ts';

const user = (id: string, extra: Partial<TransferItem> = {}): TransferItem => ({
  userID: id,
  conversationID: `C2C${id}`,
  nick: `Nick ${id}`,
  avatar: '',
  ...extra,
});
const group = (id: string, extra: Partial<TransferItem> = {}): TransferItem => ({
  groupID: id,
  conversationID: `GROUP${id}`,
  nick: `Group ${id}`,
  avatar: '',
  ...extra,
});

const a = user('a');
const b = user('b');
const c = group('c');
const off = user('off', { isDisabled: true });

describe('select all visibility', () => {
  it('shows only with more than one selectable item in multi-select', () => {
    expect(showSelectAll([a, b], true)).toBe(true);
    expect(showSelectAll([a], true)).toBe(false);
    expect(showSelectAll([], true)).toBe(false);
  });

  it('does not count disabled items', () => {
    expect(showSelectAll([a, off], true)).toBe(false);
    expect(showSelectAll([off, user('off2', { isDisabled: true })], true)).toBe(false);
    expect(showSelectAll([a, b, off], true)).toBe(true);
    expect(selectableItems([a, off, b])).toEqual([a, b]);
  });

  it('never shows in single-select', () => {
    expect(showSelectAll([a, b, c], false)).toBe(false);
  });
});

describe('pick', () => {
  it('toggles in multi-select', () => {
    expect(pick([], a, true)).toEqual([a]);
    expect(pick([a], b, true)).toEqual([a, b]);
    expect(pick([a, b], a, true)).toEqual([b]);
  });

  it('replaces the selection in single-select', () => {
    expect(pick([], a, false)).toEqual([a]);
    expect(pick([a], b, false)).toEqual([b]);
    expect(pick([a, c], b, false)).toEqual([b]);
    expect(pick([a], a, false)).toEqual([a]);
  });

  it('ignores disabled items in both modes', () => {
    expect(pick([a], off, true)).toEqual([a]);
    expect(pick([a], off, false)).toEqual([a]);
    expect(pick([], off, false)).toEqual([]);
  });

  it('identifies items by conversation, not by object', () => {
    expect(pick([a], { ...a, nick: 'renamed' }, true)).toEqual([]);
    expect(unpick([a, b], { ...b })).toEqual([a]);
  });
});

describe('select all', () => {
  it('selects every selectable item and skips disabled ones', () => {
    expect(toggleAll([], [a, off, b])).toEqual([a, b]);
    expect(toggleAll([b], [a, off, b])).toEqual([b, a]);
  });

  it('clears the shown items when all are selected, keeping picks from elsewhere', () => {
    expect(toggleAll([c, a, b], [a, off, b])).toEqual([c]);
  });

  it('reports none, some or all for the checkbox', () => {
    expect(allState([], [a, b])).toBe('none');
    expect(allState([a], [a, b])).toBe('some');
    expect(allState([a, b], [a, b, off])).toBe('all');
    expect(allState([c], [a, b])).toBe('none');
  });
});

describe('search', () => {
  it('adds a found user ahead of the list and keeps it', () => {
    const found = user('z');
    const result = addFound([a, b], [], found);
    expect(result.shown).toBe(found);
    expect(fullList([a, b], result.extra)).toEqual([found, a, b]);
  });

  it('uses the existing entry (and its disabled state) for a known conversation', () => {
    const result = addFound([a, off], [], user('off'));
    expect(result.shown).toBe(off);
    expect(result.extra).toEqual([]);
    const again = addFound([a], [user('z')], user('z', { nick: 'other' }));
    expect(again.extra).toHaveLength(1);
  });

  it('filters locally by ID or name, ignoring case', () => {
    expect(filterItems([a, b, c], 'NICK A')).toEqual([a]);
    expect(filterItems([a, b, c], 'GROUP')).toEqual([c]);
    expect(filterItems([a, b, c], 'b')).toEqual([b]);
    expect(filterItems([a, b], '  ')).toEqual([a, b]);
    expect(filterItems([a, b], 'nobody')).toEqual([]);
  });

  it('labels an unnamed item by its ID', () => {
    expect(itemLabel(user('u1', { nick: '' }))).toBe('u1');
    expect(itemLabel(group('g1', { nick: '' }))).toBe('g1');
  });
});
