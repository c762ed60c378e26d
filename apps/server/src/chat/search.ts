import type { RpcParams } from '@renli/contracts';
import { conversationIDOf } from '@renli/contracts';
import { and, desc, eq, gt, gte, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Caller, ChatServices } from './context.ts';
import { accessConversation } from './policy.ts';
import { toWireMessage } from './presenter.ts';
import { chatMessages, chatThreadStates, chatThreads } from './schema.ts';
import { notDeletedFor, withinMembership } from './visibility.ts';

const PAGE = 10;

type SearchParams = Required<Omit<RpcParams<'searchCloudMessages'>, 'conversationID'>> & {
  conversationID?: string | undefined;
};

/** Substring match on the lower-cased text column: works for Chinese, where words have no spaces. */
const contains = (keyword: string) =>
  sql`strpos(lower(${chatMessages.searchText}), ${keyword.toLowerCase()}) > 0`;

/**
 * Cloud search over the caller's own conversations only (joined through their thread states, below
 * each one's cleared sequence and without messages deleted for them). Without a conversationID the
 * results are grouped per conversation (newest first) with the newest matching message each; with one,
 * the matching messages are paged. Cursors are offsets.
 */
export async function searchCloudMessages(s: ChatServices, caller: Caller, p: SearchParams) {
  const now = Math.floor(Date.now() / 1000);
  const end = p.timePosition > 0 ? p.timePosition : now;
  const threadScope = p.conversationID
    ? eq(chatMessages.threadId, (await accessConversation(s.db, caller.userID, p.conversationID)).threadId)
    : undefined;
  const keywords = p.keywordList.map(contains);
  const filters: (SQL | undefined)[] = [
    threadScope,
    gt(chatMessages.seq, chatThreadStates.clearedSeq),
    withinMembership(chatMessages.seq),
    eq(chatMessages.revoked, false),
    keywords.length === 0 ? undefined : p.keywordListMatchType === 'or' ? or(...keywords) : and(...keywords),
    p.messageTypeList.length > 0 ? inArray(chatMessages.type, p.messageTypeList) : undefined,
    lte(chatMessages.time, end),
    p.timePeriod > 0 ? gte(chatMessages.time, end - p.timePeriod) : undefined,
    notDeletedFor(s.db, caller.userID),
  ];
  const where = and(...filters);
  const offset = Number.parseInt(p.cursor || '0', 10) || 0;
  const base = () =>
    s.db
      .select({ message: chatMessages, peerId: chatThreadStates.peerId, kind: chatThreads.kind })
      .from(chatMessages)
      .innerJoin(
        chatThreadStates,
        and(eq(chatThreadStates.threadId, chatMessages.threadId), eq(chatThreadStates.userId, caller.userID)),
      )
      .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId));

  const [total] = await s.db
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .innerJoin(
      chatThreadStates,
      and(eq(chatThreadStates.threadId, chatMessages.threadId), eq(chatThreadStates.userId, caller.userID)),
    )
    .where(where);
  const totalCount = total?.n ?? 0;

  if (p.conversationID) {
    const rows = await base()
      .where(where)
      .orderBy(desc(chatMessages.time), desc(chatMessages.seq))
      .limit(PAGE + 1)
      .offset(offset);
    const page = rows.slice(0, PAGE);
    const cursor = rows.length > PAGE ? String(offset + PAGE) : '';
    return {
      searchResultList:
        page.length === 0
          ? []
          : [
              {
                conversationID: p.conversationID,
                messageCount: totalCount,
                messageList: page.map((r) => toWireMessage(r.message)),
                cursor,
              },
            ],
      totalCount,
      cursor,
    };
  }

  const groups = await s.db
    .select({
      threadId: chatMessages.threadId,
      n: sql<number>`count(*)::int`,
      newest: sql<number>`max(${chatMessages.seq})`,
      lastTime: sql<number>`max(${chatMessages.time})`,
    })
    .from(chatMessages)
    .innerJoin(
      chatThreadStates,
      and(eq(chatThreadStates.threadId, chatMessages.threadId), eq(chatThreadStates.userId, caller.userID)),
    )
    .where(where)
    .groupBy(chatMessages.threadId)
    .orderBy(desc(sql`max(${chatMessages.time})`), chatMessages.threadId)
    .limit(PAGE + 1)
    .offset(offset);
  const page = groups.slice(0, PAGE);
  const newestPairs = page.map((g) => sql`(${g.threadId}, ${g.newest})`);
  const newest =
    page.length === 0
      ? []
      : await base().where(
          sql`(${chatMessages.threadId}, ${chatMessages.seq}) in (${sql.join(newestPairs, sql`, `)})`,
        );
  const byThread = new Map(newest.map((r) => [r.message.threadId, r]));
  return {
    searchResultList: page.flatMap((g) => {
      const hit = byThread.get(g.threadId);
      if (!hit) return [];
      return [
        {
          conversationID: conversationIDOf(hit.kind, hit.peerId),
          messageCount: g.n,
          messageList: [toWireMessage(hit.message)],
          cursor: '',
        },
      ];
    }),
    totalCount,
    cursor: groups.length > PAGE ? String(offset + PAGE) : '',
  };
}
