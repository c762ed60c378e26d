import type { Tx } from '../../db/client.ts';

/** The demo company's tasks (docs/product/oa-task.md). */
export async function seedDemoTasks(_tx: Tx, _compId: number): Promise<void> {}
