import type { DbOrTx } from '../../db/client.ts';
import { departments } from './schema.ts';

export async function createDepartment(
  db: DbOrTx,
  input: { compId: number; name: string; parentId?: number | null; sort?: number },
): Promise<{ id: number }> {
  const [row] = await db
    .insert(departments)
    .values({
      compId: input.compId,
      name: input.name,
      parentId: input.parentId ?? null,
      sort: input.sort ?? 0,
    })
    .returning({ id: departments.id });
  return row!;
}
