import type { Message } from '@renli/chat-sdk/browser';
import { requireChat } from '../session/chat-client.ts';
import { KEYWORD_MATCH_TYPE } from './search-rules.ts';
import type { TimeWindow } from './time-filter.ts';

/** One cloud search request (docs/chat-ui.md); the keyword list is already split. */
export interface CloudQuery {
  keywordList: string[];
  messageTypeList: string[];
  window: TimeWindow;
  conversationID?: string;
}

export interface ConversationHits {
  conversationID: string;
  messageCount: number;
  messageList: Message[];
}

export interface CloudPage {
  groups: ConversationHits[];
  totalCount: number;
  /** Empty when there is nothing more. */
  cursor: string;
}

export async function searchCloud(query: CloudQuery, cursor = ''): Promise<CloudPage> {
  const { data } = await requireChat().searchCloudMessages({
    keywordList: query.keywordList,
    keywordListMatchType: KEYWORD_MATCH_TYPE,
    messageTypeList: query.messageTypeList,
    timePosition: query.window.timePosition,
    timePeriod: query.window.timePeriod,
    cursor,
    ...(query.conversationID ? { conversationID: query.conversationID } : {}),
  });
  return { groups: data.searchResultList, totalCount: data.totalCount, cursor: data.cursor };
}

/** A further page joins the first: conversation groups are appended, one conversation's messages too. */
export function appendPage(previous: CloudPage, next: CloudPage): CloudPage {
  const groups = [...previous.groups];
  for (const g of next.groups) {
    const index = groups.findIndex((x) => x.conversationID === g.conversationID);
    const existing = groups[index];
    if (existing) groups[index] = { ...existing, messageList: [...existing.messageList, ...g.messageList] };
    else groups.push(g);
  }
  return { groups, totalCount: next.totalCount, cursor: next.cursor };
}
