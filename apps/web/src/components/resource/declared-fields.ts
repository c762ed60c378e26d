import { type FieldPlace, type FieldSpec, fieldsIn } from '@renli/contracts';
import type { z } from 'zod';
import type { BaseRow, ResourceDef } from './types.ts';

/**
 * The fields a resource declares for a place, in declaration order. Form fields must be in the create
 * schema and filters in the filter schema: the server checks what they send against those.
 */
export function declaredFields(resource: ResourceDef<BaseRow>, place: FieldPlace): [string, FieldSpec][] {
  const fields = fieldsIn(resource.fields, place);
  const schema: z.ZodObject | undefined =
    place === 'form' ? resource.schemas.create : place === 'filter' ? resource.schemas.filter : undefined;
  return schema ? fields.filter(([name]) => name in schema.shape) : fields;
}
