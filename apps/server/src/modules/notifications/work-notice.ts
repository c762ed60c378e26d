import { CUSTOM_BUSINESS_IDS, SYSTEM_CHAT_ACCOUNTS, type SystemChatAccount } from '@renli/contracts';
import { queueSystemMessages } from '../../chat/system-messages.ts';
import { DEFAULT_LOCALE, type MessageParams, translate } from '../../core/i18n/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import { createReminder } from './service.ts';

/** One thing to tell several people of a company, in the bell and in the chat. */
export interface WorkNotice {
  compId: number;
  /** Platform user IDs; repeats are told once. */
  userIds: readonly number[];
  /** Message keys (the module's `defineMessages`), rendered per reader in the bell. */
  titleKey: string;
  contentKey: string;
  params?: MessageParams;
  /** The in-app hash route the bell entry and the chat card open (`#/oa/task/execute?id=7`). */
  link: string;
  /** The chat conversation it lands in; 工作通知 by default. */
  from?: SystemChatAccount;
}

/**
 * Tells people of something in the header bell and as a text-and-link card in the chat
 * (docs/product/oa.md, "Notices in the bell and the chat"), inside the caller's transaction: if it
 * rolls back, nobody is told. The chat text is in the company's default language, like every
 * system message.
 */
export async function notifyPeople(tx: DbOrTx, notice: WorkNotice): Promise<void> {
  const userIds = [...new Set(notice.userIds)];
  if (userIds.length === 0) return;
  for (const userId of userIds)
    await createReminder(tx, {
      userId,
      compId: notice.compId,
      type: 'system',
      titleKey: notice.titleKey,
      contentKey: notice.contentKey,
      params: notice.params,
      link: notice.link,
    });
  const text = translate(DEFAULT_LOCALE, notice.contentKey, notice.params);
  await queueSystemMessages(
    tx,
    userIds.map((userId) => ({
      from: notice.from ?? SYSTEM_CHAT_ACCOUNTS.WORK,
      toUserId: userId,
      data: { businessID: CUSTOM_BUSINESS_IDS.TEXT_LINK, text, link: notice.link },
      description: text,
      searchText: text,
    })),
  );
}
