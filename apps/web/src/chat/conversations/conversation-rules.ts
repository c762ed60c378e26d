import type { Conversation } from '@renli/chat-sdk/browser';
import { isSystemChatAccount, parseConversationID } from '@renli/contracts/constants';
import type { TFunction } from 'i18next';

/** docs/chat-ui.md: counts above 99 show as '99+'. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > 99 ? '99+' : String(count);
}

export type ConversationAction = 'pin' | 'unpin' | 'mute' | 'unmute' | 'delete';

/** The long-press / right-click menu: each toggle shows only the action that applies now. */
export function conversationActions(c: Pick<Conversation, 'isPinned' | 'isMuted'>): ConversationAction[] {
  return [c.isPinned ? 'unpin' : 'pin', c.isMuted ? 'unmute' : 'mute', 'delete'];
}

/**
 * Where the menu goes: below the pointer, or above it when it would overflow the bottom of the
 * viewport (docs/chat-ui.md), never above the top.
 */
export function conversationMenuTop(pointerY: number, menuHeight: number, viewportHeight: number): number {
  if (pointerY + menuHeight <= viewportHeight) return pointerY;
  return Math.max(0, pointerY - menuHeight);
}

/** A group conversation has an @-me marker while a mention of me (or of everyone) is unread. */
export function hasAtMe(c: Pick<Conversation, 'type' | 'groupAtInfoList'>): boolean {
  return c.type === 'GROUP' && c.groupAtInfoList.length > 0;
}

/**
 * A system conversation's name in the reader's language ("审批" / "Approvals", docs/chat.md, "System
 * conversations"); '' for any other conversation.
 */
export function systemConversationName(conversationID: string, t: TFunction): string {
  const ref = parseConversationID(conversationID);
  return ref?.type === 'C2C' && isSystemChatAccount(ref.peerID) ? t(`chat:system.${ref.peerID}`) : '';
}

/** What a conversation is called: a system one's, its name, the peer's nick or the group's name, else `fallback`. */
export const conversationName = (c: Conversation | undefined, fallback: string, t: TFunction) =>
  (c && systemConversationName(c.conversationID, t)) ||
  c?.name ||
  c?.userProfile?.nick ||
  c?.groupProfile?.name ||
  fallback;

/**
 * What a conversation whose name is not known yet is called: a single chat by the peer's ID (what a
 * person is found by), a group as "群聊", never by its ID (a generated `@TGS#…` means nothing to anyone).
 */
export function unnamedConversation(conversationID: string, t: TFunction): string {
  const ref = parseConversationID(conversationID);
  if (ref?.type === 'GROUP') return t('chat:conversation.unnamedGroup');
  return ref?.peerID ?? conversationID;
}

/**
 * What follows a group's name in the chat header, as in WeCom ("项目组（3）"): its member count, so a
 * group never reads as a one-to-one chat with a member it is named after. Empty while the count is
 * not known (the group list has not come yet).
 */
export function memberCountSuffix(memberCount: number | undefined, t: TFunction): string {
  if (memberCount === undefined || !Number.isInteger(memberCount) || memberCount < 1) return '';
  return t('chat:window.memberCount', { count: memberCount });
}
