import type { Friend } from '@renli/chat-sdk/browser';
import type { TransferItem } from '../dialogs/forward/types.ts';

/** Friends as picker rows: remark first, then nickname, then ID; the given IDs greyed out. */
export function friendItems(friends: readonly Friend[], disabledIDs: readonly string[]): TransferItem[] {
  const disabled = new Set(disabledIDs);
  return friends.map((f) => ({
    userID: f.userID,
    conversationID: `C2C${f.userID}`,
    nick: f.remark || f.profile.nick || f.userID,
    avatar: f.profile.avatar,
    ...(disabled.has(f.userID) ? { isDisabled: true } : {}),
  }));
}

/**
 * The picker's search over my friends (docs/chat-ui.md): the exact user ID, else the first name that
 * contains the text; null means 'user does not exist' and the list comes back.
 */
export function findFriend(items: readonly TransferItem[], query: string): TransferItem | null {
  const needle = query.trim().toLowerCase();
  if (!needle) return null;
  return (
    items.find((item) => item.userID === query.trim()) ??
    items.find((item) => item.nick.toLowerCase().includes(needle)) ??
    null
  );
}
