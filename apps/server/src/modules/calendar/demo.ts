import type { Tx } from '../../db/client.ts';

/** The demo company's calendar (docs/product/oa-schedule.md). */
export async function seedDemoCalendar(_tx: Tx, _compId: number): Promise<void> {}
