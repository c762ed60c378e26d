import type { Reminder, ReminderType } from '@renli/contracts';
import { type Locale, translate } from '../../core/i18n/index.ts';
import type { newsReminds } from './schema.ts';

/** A stored reminder in the reader's language. */
export function presentReminder(row: typeof newsReminds.$inferSelect, locale: Locale): Reminder {
  return {
    id: row.id,
    type: row.type as ReminderType,
    title: translate(locale, row.titleKey, row.params),
    content: translate(locale, row.contentKey, row.params),
    link: row.link,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
