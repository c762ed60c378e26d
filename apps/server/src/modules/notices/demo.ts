import type { Tx } from '../../db/client.ts';

/** The demo company's announcements (docs/product/oa-notice.md). */
export async function seedDemoNotices(_tx: Tx, _compId: number): Promise<void> {}
