import { describe, expect, it } from 'vitest';
import { resources } from '../../lib/i18n.ts';
import { NS } from './translate.ts';

// Through the i18n bundle rather than JSON imports, which the web tsconfig does not list.
const en = resources.en?.[NS] as object;
const zhCN = resources['zh-CN']?.[NS] as object;

/** Leaf keys with i18next plural suffixes folded, so zh's `_other` matches en's `_one`/`_other`. */
function keys(tree: object, prefix = ''): Set<string> {
  const out = new Set<string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    if (typeof value === 'object' && value !== null) for (const k of keys(value, `${path}.`)) out.add(k);
    else out.add(path);
  }
  return out;
}

const sources = import.meta.glob<string>('./*.{ts,tsx}', { eager: true, query: '?raw', import: 'default' });

describe('chat-messages locales', () => {
  it('have the same keys in zh-CN and en', () => {
    expect([...keys(en)].sort()).toEqual([...keys(zhCN)].sort());
  });

  it('contain every literal key the module uses', () => {
    const known = keys(zhCN);
    const used = new Set<string>();
    for (const [file, text] of Object.entries(sources)) {
      if (file.includes('.test.')) continue;
      for (const match of text.matchAll(/\bt\(\s*'([\w.]+)'/g)) used.add(match[1]!);
      for (const match of text.matchAll(/'((?:receipt|risk)\.\w+)'/g)) used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((key) => !known.has(key))).toEqual([]);
  });

  it('contain the keys built at run time', () => {
    const known = keys(zhCN);
    const dynamic = [
      ...['started', 'cancelled', 'accepted', 'rejected', 'timeout', 'busy', 'voice', 'video'].map(
        (k) => `call.${k}`,
      ),
      ...['day', 'hour', 'minute', 'second'].map((k) => `duration.${k}`),
      ...['name', 'notification', 'introduction'].flatMap((k) => [
        `tip.profile.${k}`,
        `tip.profile.${k}Cleared`,
      ]),
      ...['free', 'needPermission', 'disableApply'].map((k) => `tip.joinOption.${k}`),
    ];
    expect(dynamic.filter((key) => !known.has(key))).toEqual([]);
  });
});
