import { describe, expect, it } from 'vitest';

const files = import.meta.glob<Record<string, unknown>>('../**/locales/*/*.json', {
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

const pathsOf = (lang: string) => Object.keys(files).filter((path) => path.includes(`/locales/${lang}/`));
const namespaces = (lang: string) =>
  pathsOf(lang)
    .map((path) => /([^/]+)\.json$/.exec(path)![1]!)
    .sort();
/** One language's file of a namespace, wherever its feature keeps it. */
const fileOf = (lang: string, ns: string) =>
  files[pathsOf(lang).find((path) => path.endsWith(`/${ns}.json`))!]!;

describe('locale files', () => {
  it('exist for the same namespaces in zh-CN and en', () => {
    expect(namespaces('en')).toEqual(namespaces('zh-CN'));
    expect(namespaces('zh-CN').length).toBeGreaterThan(20);
  });

  it('name each namespace once, in the folder of the feature or part that shows it', () => {
    const zh = namespaces('zh-CN');
    expect(new Set(zh).size).toBe(zh.length);
    for (const path of pathsOf('zh-CN')) {
      const [, folder, ns] =
        /^\.\.\/(features\/[^/]+|chat|app|components\/[^/]+)\/locales\/zh-CN\/([^/]+)\.json$/.exec(path)!;
      if (folder!.startsWith('features/')) expect(ns).toBe(folder!.slice('features/'.length));
    }
  });

  it.each(namespaces('zh-CN'))('%s has the same keys in both languages', (ns) => {
    const zh = fileOf('zh-CN', ns);
    const en = fileOf('en', ns);
    expect([...new Set(leafKeys(en))].sort()).toEqual([...new Set(leafKeys(zh))].sort());
  });
});
