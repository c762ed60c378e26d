import { describe, expect, it } from 'vitest';
import { missingMinimums } from './raters.ts';

describe('the raters’ minimums per relation', () => {
  const minimums = { peer: 3, subordinate: 0, superior: 1, external: 0 };

  it('names each relation short of its minimum with the count so far: 2 peers of 3, no superior of 1', () => {
    expect(missingMinimums(minimums, ['peer', 'peer', 'external'])).toEqual([
      { relation: 'peer', min: 3, count: 2 },
      { relation: 'superior', min: 1, count: 0 },
    ]);
  });

  it('is satisfied by 3 peers and a superior; extra relations never hurt', () => {
    expect(missingMinimums(minimums, ['peer', 'peer', 'peer', 'superior', 'subordinate'])).toEqual([]);
  });
});
