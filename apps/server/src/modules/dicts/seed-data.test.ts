import { dictExtraSchemas } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { DICT_SEED, type SeedItem } from './seed-data.ts';

const flatten = (items: SeedItem[]): SeedItem[] => items.flatMap((i) => [i, ...flatten(i.children ?? [])]);

describe('dictionary seed', () => {
  it('passes the rules the admin pages enforce', () => {
    for (const { type, group, items } of DICT_SEED) {
      const all = flatten(items);
      expect(new Set(all.map((i) => i.code)).size, `${type}:${group} codes`).toBe(all.length);
      for (const item of all)
        expect(dictExtraSchemas[type].safeParse(item.extra ?? {}).success, item.code).toBe(true);
    }
  });
});
