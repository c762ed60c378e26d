import type { TransferItem } from '../dialogs/forward/types.ts';

/**
 * Group calls are a mesh (every pair has its own connection), so each person sends their media to
 * every other: 6 people including the caller keeps upload within an ordinary office line.
 */
export const MAX_CALL_PARTICIPANTS = 6;
export const MAX_INVITEES = MAX_CALL_PARTICIPANTS - 1;

/**
 * Of two people in a call, exactly one makes the WebRTC offer, whoever learns first that both are in:
 * the smaller userID. Both sides apply the same rule, so there is never an offer glare.
 */
export const shouldOffer = (me: string, peer: string) => me < peer;

export interface GroupMember {
  userID: string;
  nick: string;
  avatar: string;
}

/** The group call selector's list (docs/chat-ui.md): every member but me. */
export function callCandidates(members: readonly GroupMember[], me: string): TransferItem[] {
  return members
    .filter((m) => m.userID !== me)
    .map((m) => ({
      userID: m.userID,
      conversationID: `C2C${m.userID}`,
      nick: m.nick || m.userID,
      avatar: m.avatar,
    }));
}

/** Member search (docs/chat-ui.md): the member with exactly this userID; otherwise none (the list stays). */
export function findCandidate(items: readonly TransferItem[], query: string): TransferItem | null {
  const id = query.trim();
  return items.find((item) => item.userID === id) ?? null;
}

export type SelectionCheck = 'ok' | 'empty' | 'tooMany';

export function checkSelection(count: number): SelectionCheck {
  if (count === 0) return 'empty';
  return count > MAX_INVITEES ? 'tooMany' : 'ok';
}
