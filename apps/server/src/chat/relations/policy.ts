import { ChatCode, isSystemChatAccount } from '@renli/contracts';
import type { Database } from '../../db/client.ts';
import type { ChatServices } from '../context.ts';
import { ChatError } from '../errors.ts';
import { isWithinReach } from '../reach.ts';
import { blacklisting } from './blacklist.ts';
import { relationsWith } from './links.ts';

async function areTwoWayFriends(db: Database, a: string, b: string): Promise<boolean> {
  const { mine, theirs } = await relationsWith(db, a, [b]);
  return mine.has(b) && theirs.has(b);
}

/**
 * Whether `senderID` may send a C2C message to `peerID`: never to a system account; the peer's blacklist, the peer within the
 * sender's reach (colleague, group mate, friend, or someone who wrote first: docs/chat.md) and, in
 * official mode, friendship both ways. Throws a ChatError when not.
 *
 * Runs on every C2C send: primary-key lookups in parallel, reach cached per pair. Only the peer's
 * blacklist refuses; the one who blocked may still write (README, differences from Tencent).
 */
export async function assertMayMessagePeer(s: ChatServices, senderID: string, peerID: string): Promise<void> {
  if (senderID === peerID) return;
  // System conversations only carry the server's notices (docs/chat.md, "System conversations").
  if (isSystemChatAccount(peerID))
    throw new ChatError(ChatCode.SYSTEM_ACCOUNT_NO_REPLY, 'chat.c2c.systemAccount');
  const [blocks, reachable, friends] = await Promise.all([
    blacklisting(s.db, peerID, senderID),
    isWithinReach(s.db, senderID, peerID),
    s.config.CHAT_OFFICIAL_MODE ? areTwoWayFriends(s.db, senderID, peerID) : true,
  ]);
  if (blocks.aBlocksB) throw new ChatError(ChatCode.BLOCKED_BY_PEER, 'chat.c2c.blockedByPeer');
  if (!friends) throw new ChatError(ChatCode.NOT_FRIENDS, 'chat.c2c.notFriends');
  if (!reachable) throw new ChatError(ChatCode.NOT_FRIENDS, 'chat.c2c.outOfReach');
}
