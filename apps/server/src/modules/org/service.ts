import { eq } from 'drizzle-orm';
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

/** Names a department's head (负责人), for seeds; the department screen goes through the resource kit. */
export async function setDepartmentLeader(db: DbOrTx, deptId: number, leaderUserId: number): Promise<void> {
  await db.update(departments).set({ leaderUserId }).where(eq(departments.id, deptId));
}
