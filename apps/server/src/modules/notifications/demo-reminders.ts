import type { DbOrTx } from '../../db/client.ts';
import { createReminder, type NewReminder } from './service.ts';

type DemoReminder = Omit<NewReminder, 'userId' | 'compId'>;

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** A few unread reminders of each kind, so the bell and the list have something to show. */
function demoReminders(): DemoReminder[] {
  const maintenanceDay = new Date(Date.now() + WEEK_MS).toISOString().slice(0, 10);
  return [
    {
      type: 'system',
      titleKey: 'remind.demo.maintenance.title',
      contentKey: 'remind.demo.maintenance.content',
      params: { date: maintenanceDay },
    },
    {
      type: 'approval',
      titleKey: 'remind.demo.leave.title',
      contentKey: 'remind.demo.leave.content',
      params: { name: '王芳', days: 3 },
      link: '#/oa/approve/list',
    },
    {
      type: 'system',
      titleKey: 'remind.demo.welcome.title',
      contentKey: 'remind.demo.welcome.content',
      link: '#/staff/addressBook',
    },
  ];
}

/** Seeds the demo company account's and the demo HR director's reminders, in that company. */
export async function seedDemoReminders(
  db: DbOrTx,
  input: { compId: number; userIds: number[] },
): Promise<void> {
  for (const userId of input.userIds) {
    // Oldest first: the list shows the newest (the welcome) on top.
    for (const reminder of demoReminders()) {
      await createReminder(db, { ...reminder, userId, compId: input.compId });
    }
  }
}
