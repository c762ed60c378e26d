import type { Tx } from '../../db/client.ts';

/** The demo company's meetings (docs/product/oa-conference.md). */
export async function seedDemoMeetings(_tx: Tx, _compId: number): Promise<void> {}
