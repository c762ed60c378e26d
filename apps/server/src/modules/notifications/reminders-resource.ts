import { notificationsEndpoints, reminderResource } from '@renli/contracts';
import { eq, isNotNull, isNull } from 'drizzle-orm';
import { translate } from '../../core/i18n/index.ts';
import { defineResource } from '../../core/resources/define.ts';
import { newsReminds } from './schema.ts';
import { createReminder } from './service.ts';

/**
 * The caller's reminders as a personal resource (list and delete); a login sees those of the identity
 * it acts as now: in its current company, or as a person (decision 31).
 */
export const reminderResourceDefinition = defineResource({
  scope: 'personal',
  owner: 'userId',
  contract: reminderResource,
  table: newsReminds,
  policy: () => true,
  // The path the web and the spec's clients list reminders at.
  aliases: [{ path: notificationsEndpoints.selectByType.path, operation: 'selectPage' }],
  async actorScope(_db, actor) {
    return actor.compId === null ? isNull(newsReminds.compId) : eq(newsReminds.compId, actor.compId);
  },
  searchable: [],
  customFilters: {
    read: (value) => (value ? isNotNull(newsReminds.readAt) : isNull(newsReminds.readAt)),
  },
  softDelete: null,
  defaultSort: [
    { field: 'createdAt', order: 'descend' },
    { field: 'id', order: 'descend' },
  ],
  // Reminders are notices to one person; nobody needs the history of reading or removing them.
  audit: false,
  /** Title and content are message keys, written in the reader's language. */
  present: (row, locale) => ({
    title: translate(locale, row.titleKey, row.params),
    content: translate(locale, row.contentKey, row.params),
  }),
  sample: {
    seed: async (db, owner) =>
      (
        await createReminder(db, {
          userId: owner.userId,
          compId: owner.compId,
          type: 'system',
          titleKey: 'remind.demo.welcome.title',
          contentKey: 'remind.demo.welcome.content',
        })
      ).id,
  },
});
