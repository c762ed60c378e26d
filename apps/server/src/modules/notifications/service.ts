import type { ReminderCount, ReminderType } from '@renli/contracts';
import { REMINDER_LINK_PATTERN } from '@renli/contracts';
import { and, count, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { notFound } from '../../core/http/errors.ts';
import { hasMessage, type Locale, type MessageParams } from '../../core/i18n/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type IdentityScope, ownedBy } from './identity-scope.ts';
import './messages.ts';
import { presentReminder } from './presenter.ts';
import { newsReminds } from './schema.ts';

/** What another domain (through an event) or the seed asks to tell someone. */
export interface NewReminder extends IdentityScope {
  type: ReminderType;
  /** Message keys (`remind.*`) rendered per reader; see messages.ts. */
  titleKey: string;
  contentKey: string;
  params?: MessageParams;
  link?: string | null;
}

export async function createReminder(db: DbOrTx, input: NewReminder): Promise<{ id: number }> {
  // Programming errors, not user input: an unknown key would show the key itself to people.
  for (const key of [input.titleKey, input.contentKey]) {
    if (!hasMessage(key)) throw new Error(`Unknown reminder message key: ${key}`);
  }
  if (input.link && !REMINDER_LINK_PATTERN.test(input.link)) {
    throw new Error(`Reminder link is not an in-app hash route: ${input.link}`);
  }
  const [row] = await db
    .insert(newsReminds)
    .values({
      userId: input.userId,
      compId: input.compId,
      type: input.type,
      titleKey: input.titleKey,
      contentKey: input.contentKey,
      params: input.params ?? {},
      link: input.link ?? null,
    })
    .returning({ id: newsReminds.id });
  return row!;
}

export async function countUnread(db: DbOrTx, scope: IdentityScope): Promise<ReminderCount> {
  const rows = await db
    .select({ type: newsReminds.type, n: count() })
    .from(newsReminds)
    .where(and(ownedBy(newsReminds, scope), isNull(newsReminds.readAt)))
    .groupBy(newsReminds.type);
  const byType: ReminderCount['byType'] = {};
  for (const row of rows) byType[row.type as ReminderType] = row.n;
  return { total: rows.reduce((sum, row) => sum + row.n, 0), byType };
}

/** Opening a reminder reads it. Someone else's reminder is as absent as a deleted one. */
export async function openReminder(db: DbOrTx, scope: IdentityScope, id: number, locale: Locale) {
  const [row] = await db
    .update(newsReminds)
    .set({ readAt: new Date() })
    .where(and(ownedBy(newsReminds, scope), eq(newsReminds.id, id), isNull(newsReminds.readAt)))
    .returning();
  if (row) return presentReminder(row, locale);
  const [already] = await db
    .select()
    .from(newsReminds)
    .where(and(ownedBy(newsReminds, scope), eq(newsReminds.id, id)));
  if (!already) throw notFound('remind.notFound');
  return presentReminder(already, locale);
}

/**
 * Applies a change to the caller's reminders with these ids, all or none: one id that is not the
 * caller's answers 404 and changes nothing.
 */
async function changeOwned(
  db: DbOrTx,
  scope: IdentityScope,
  ids: number[],
  change: (tx: DbOrTx, where: SQL) => Promise<unknown>,
): Promise<{ changed: number }> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const where = and(ownedBy(newsReminds, scope), inArray(newsReminds.id, unique))!;
    const [owned] = await tx.select({ n: count() }).from(newsReminds).where(where);
    if (owned!.n !== unique.length) throw notFound('remind.notFound');
    await change(tx, where);
    return { changed: unique.length };
  });
}

export const markRead = (db: DbOrTx, scope: IdentityScope, ids: number[]) =>
  changeOwned(db, scope, ids, (tx, where) =>
    tx
      .update(newsReminds)
      .set({ readAt: new Date() })
      .where(and(where, isNull(newsReminds.readAt))),
  );

export async function markAllRead(db: DbOrTx, scope: IdentityScope): Promise<{ changed: number }> {
  const rows = await db
    .update(newsReminds)
    .set({ readAt: new Date() })
    .where(and(ownedBy(newsReminds, scope), isNull(newsReminds.readAt)))
    .returning({ id: newsReminds.id });
  return { changed: rows.length };
}
