import type { Tx } from '../../db/client.ts';

/** The demo company's work reports (docs/product/oa-diary.md). */
export async function seedDemoDiary(_tx: Tx, _compId: number): Promise<void> {}
