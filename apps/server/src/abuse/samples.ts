import type { ZodType } from 'zod';

/** Values to put where a schema asks for an id: the victim's records, one kind per attempt. */
export type IdPool = number[];

interface Def {
  type: string;
  shape?: Record<string, ZodType>;
  element?: ZodType;
  innerType?: ZodType;
  in?: ZodType;
  options?: ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  valueType?: ZodType;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
  format?: string;
}

const defOf = (schema: ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;
const isIdKey = (key: string) => /^(id|ids)$|Ids?$/.test(key);

/** A plausible string for a field, by its name: valid enough to reach the handler's own checks. */
function stringFor(key: string, def: Def): string {
  const format = def.format ?? def.checks?.map((c) => c._zod.def.format).find(Boolean);
  if (format === 'email' || /email/i.test(key)) return 'abuse@renli.test';
  if (/mobile|phone|loginCode/i.test(key)) return '13900008888';
  if (/password|digest/i.test(key)) return 'a0c280a11819749ed7af25a74efa5752';
  if (/date$|Date$|At$|Time$/.test(key) || format === 'date') return '2026-01-01';
  if (/verifyCode|code$/i.test(key)) return '123456';
  if (format === 'url' || /url$/i.test(key)) return 'https://renli.example/a.png';
  return 'abuse';
}

/**
 * A sample value for a zod 4 schema, ids taken from `ids`: the attack input of one request. It
 * aims at passing validation so the handler's own tenancy checks are what is tried; where it cannot,
 * the route answers 400 and the suite counts it.
 */
export function sampleOf(schema: ZodType, ids: IdPool, key = '', depth = 0): unknown {
  const def = defOf(schema);
  if (depth > 8) return undefined;
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [name, field] of Object.entries(def.shape ?? {})) {
        const value = sampleOf(field, ids, name, depth + 1);
        if (value !== undefined) out[name] = value;
      }
      return out;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
      return sampleOf(def.innerType!, ids, key, depth + 1);
    case 'pipe':
      return sampleOf(def.in!, ids, key, depth + 1);
    case 'array': {
      const element = sampleOf(def.element!, ids, key.replace(/s$/, ''), depth + 1);
      return isIdKey(key) ? ids : [element];
    }
    case 'string':
      return stringFor(key, def);
    case 'number':
    case 'int':
    case 'bigint':
      return isIdKey(key) || /Id$/.test(key) ? ids[0] : 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries ?? {})[0];
    case 'literal':
      return def.values?.[0];
    case 'union':
      return sampleOf(def.options![0]!, ids, key, depth + 1);
    case 'date':
      return '2026-01-01';
    case 'record':
      return {};
    default:
      return undefined;
  }
}

/** Every string field's path in a sample, to poison one at a time. */
export function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringPaths(item, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => stringPaths(v, [...path, k]));
  }
  return [];
}

export function withValueAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  const [head, ...rest] = path;
  copy[head!] = withValueAt(copy[head!], rest, replacement);
  return copy;
}
