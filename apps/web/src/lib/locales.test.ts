import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});

/** Leaf keys with i18next plural suffixes folded, so zh's `_other` matches en's `_one`/`_other`. */
function leafKeys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = `${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`;
    return typeof value === 'object' && value !== null
      ? leafKeys(value as Record<string, unknown>, `${path}.`)
      : [path];
  });
}

const namespaces = (lang: string) =>
  Object.keys(files)
    .filter((path) => path.includes(`/locales/${lang}/`))
    .map((path) => /([^/]+)\.json$/.exec(path)![1]!)
    .sort();

describe('locale files', () => {
  it('exist for the same namespaces in zh-CN and en', () => {
    expect(namespaces('en')).toEqual(namespaces('zh-CN'));
    expect(namespaces('zh-CN').length).toBeGreaterThan(20);
  });

  it.each(namespaces('zh-CN'))('%s has the same keys in both languages', (ns) => {
    const zh = files[`../locales/zh-CN/${ns}.json`]!;
    const en = files[`../locales/en/${ns}.json`]!;
    expect([...new Set(leafKeys(en))].sort()).toEqual([...new Set(leafKeys(zh))].sort());
  });
});
