import type { Tx } from '../db/client.ts';
import { seedDemoCalendar } from '../modules/calendar/demo.ts';
import { seedDemoDiary } from '../modules/diary/demo.ts';
import { seedDemoDocuments } from '../modules/documents/demo.ts';
import { seedDemoMeetings } from '../modules/meetings/demo.ts';
import { seedDemoNotices } from '../modules/notices/demo.ts';
import { seedDemoTasks } from '../modules/tasks/demo.ts';

/** The demo company's OA workspace (docs/product/oa.md): reports, documents, announcements, tasks, calendar, meetings. */
export async function seedDemoOa(tx: Tx, compId: number): Promise<void> {
  await seedDemoDiary(tx, compId);
  await seedDemoDocuments(tx, compId);
  await seedDemoNotices(tx, compId);
  await seedDemoTasks(tx, compId);
  await seedDemoMeetings(tx, compId);
  await seedDemoCalendar(tx, compId);
}
