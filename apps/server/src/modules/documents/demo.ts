import type { Tx } from '../../db/client.ts';

/** The demo company's documents (docs/product/oa-docs.md). */
export async function seedDemoDocuments(_tx: Tx, _compId: number): Promise<void> {}
