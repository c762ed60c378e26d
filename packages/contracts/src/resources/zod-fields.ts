import type { z } from 'zod';

/**
 * What a form or a filter needs to know about one field of a contract's zod object: the widget kind,
 * whether a value is required, the length limit and the allowed values. Read from the schema itself,
 * so the web form cannot drift from what the server validates.
 */
export type FieldKind = 'text' | 'number' | 'enum' | 'date' | 'boolean';

export type OptionValue = string | number;

export interface FieldInfo {
  kind: FieldKind;
  required: boolean;
  maxLength?: number;
  /** Smallest accepted number. */
  min?: number;
  max?: number;
  /** Allowed values of an enum or a literal union, in schema order. */
  values?: OptionValue[];
}

type AnySchema = z.ZodType & {
  def: { type: string; innerType?: AnySchema; options?: AnySchema[]; values?: OptionValue[] };
  maxLength?: number | null;
  minLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  format?: string | null;
  options?: OptionValue[];
};

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly']);
const OPTIONAL = new Set(['optional', 'nullable', 'default', 'prefault']);

function literalValues(schema: AnySchema): OptionValue[] | undefined {
  const { type } = schema.def;
  if (type === 'enum') return schema.options;
  if (type === 'literal') return schema.def.values;
  if (type === 'union' && schema.def.options?.every((o) => o.def.type === 'literal')) {
    return schema.def.options.flatMap((o) => o.def.values ?? []);
  }
  return undefined;
}

export function fieldInfo(field: z.ZodType): FieldInfo {
  let schema = field as AnySchema;
  let required = true;
  while (WRAPPERS.has(schema.def.type) && schema.def.innerType) {
    if (OPTIONAL.has(schema.def.type)) required = false;
    schema = schema.def.innerType;
  }
  const values = literalValues(schema);
  if (values) return { kind: 'enum', required, values };
  switch (schema.def.type) {
    case 'number':
      return {
        kind: 'number',
        required,
        min: Number.isFinite(schema.minValue) ? (schema.minValue as number) : undefined,
        max: Number.isFinite(schema.maxValue) ? (schema.maxValue as number) : undefined,
      };
    case 'boolean':
      return { kind: 'boolean', required };
    case 'date':
      return { kind: 'date', required };
    default: {
      if (schema.format === 'date' || schema.format === 'datetime') return { kind: 'date', required };
      // An empty string passes `z.string()`: only a minimum length makes text truly required.
      const nonEmpty = (schema.minLength ?? 0) > 0;
      return { kind: 'text', required: required && nonEmpty, maxLength: schema.maxLength ?? undefined };
    }
  }
}

/** Every field of a zod object, keyed by name. */
export function objectFields(schema: z.ZodObject): Record<string, FieldInfo> {
  return Object.fromEntries(
    Object.entries(schema.shape).map(([name, f]) => [name, fieldInfo(f as z.ZodType)]),
  );
}
