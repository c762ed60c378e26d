import { ChatCode, GENDERS, type RelationParams, type WireProfile } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { updateUserProfile } from '../../modules/auth/profiles.ts';
import {
  type ChatAccountRow,
  ensureChatAccountRows,
  forgetChatAccounts,
  isPlatformUserID,
} from '../accounts.ts';
import type { ChatServices } from '../context.ts';
import { ChatError } from '../errors.ts';
import { reachableFrom } from '../reach.ts';
import { chatAccounts } from '../schema.ts';
import { toWireProfile } from './presenter.ts';
import { assertTextFits, normaliseAvatar, normaliseNick } from './rules.ts';
import { chatFriends } from './schema.ts';

/** Every account among `userIDs` (platform users get theirs on the fly); refuses the first missing. */
export async function requireAccounts(db: DbOrTx, userIDs: string[]): Promise<Map<string, ChatAccountRow>> {
  const accounts = await ensureChatAccountRows(db, userIDs);
  const missing = userIDs.find((id) => !accounts.has(id));
  if (missing !== undefined) {
    throw new ChatError(ChatCode.ACCOUNT_NOT_FOUND, 'chat.friend.accountNotFound', { userID: missing });
  }
  return accounts;
}

/**
 * Profiles in the order asked; IDs without an account are left out (Tencent's behaviour). Someone
 * outside the caller's reach shows only their ID (docs/chat.md, "Who may see and message whom"):
 * enough to send a friend request, nothing to read a company's staff list by trying IDs.
 */
export async function getUserProfile(db: DbOrTx, me: string, userIDList: string[]): Promise<WireProfile[]> {
  const [accounts, reachable] = await Promise.all([
    ensureChatAccountRows(db, userIDList),
    reachableFrom(db, me, userIDList),
  ]);
  return [...new Set(userIDList)].flatMap((id) => {
    const account = accounts.get(id);
    if (!account) return [];
    return [reachable.has(id) ? toWireProfile(account) : strangerProfile(account)];
  });
}

const strangerProfile = (account: ChatAccountRow): WireProfile => ({
  ...toWireProfile(account),
  nick: '',
  avatar: '',
  gender: GENDERS.UNKNOWN,
  selfSignature: '',
});

type ProfileChange = RelationParams<'updateMyProfile'>;

function validatedPatch(change: ProfileChange): Partial<ChatAccountRow> {
  const patch: Partial<ChatAccountRow> = {};
  if (change.nick !== undefined) patch.nick = normaliseNick(change.nick);
  if (change.avatar !== undefined) patch.faceUrl = normaliseAvatar(change.avatar);
  if (change.selfSignature !== undefined) {
    assertTextFits('selfSignature', change.selfSignature);
    patch.selfSignature = change.selfSignature;
  }
  if (change.gender !== undefined) patch.gender = change.gender;
  if (change.allowType !== undefined) patch.allowType = change.allowType;
  return patch;
}

/**
 * A platform user's nick and avatar are their platform name and picture: both are written in one
 * transaction, then `user.profileChanged` lets every other domain follow. Friends (whoever has me
 * in their list) and my other devices get the new profile.
 */
export async function updateMyProfile(s: ChatServices, me: string, change: ProfileChange) {
  const patch = validatedPatch(change);
  const current = (await requireAccounts(s.db, [me])).get(me) as ChatAccountRow;
  if (Object.keys(patch).length === 0) return { profile: toWireProfile(current) };
  const platform = isPlatformUserID(me) && (patch.nick !== undefined || patch.faceUrl !== undefined);
  const updated = await s.db.transaction(async (tx) => {
    if (platform) await updateUserProfile(tx, Number(me), { userName: patch.nick, userFace: patch.faceUrl });
    const [row] = await tx.update(chatAccounts).set(patch).where(eq(chatAccounts.userId, me)).returning();
    return row ?? current;
  });
  // After the commit, so no concurrent send re-caches the old nick; other nodes follow within the TTL.
  forgetChatAccounts([me]);
  const profile = toWireProfile(updated);
  // For platform users the event's listener announces (as for edits made elsewhere in the platform).
  if (platform) await s.events.emit('user.profileChanged', { userId: Number(me) });
  else await announceProfile(s, profile);
  return { profile };
}

/** Announces a user's current profile (after a change made anywhere, chat or platform). */
export async function announceProfileOf(s: ChatServices, userID: string): Promise<void> {
  const [account] = await s.db.select().from(chatAccounts).where(eq(chatAccounts.userId, userID));
  if (account) await announceProfile(s, toWireProfile(account));
}

/** The new profile goes to my devices and to everyone who has me in their friend list. */
async function announceProfile(s: ChatServices, profile: WireProfile): Promise<void> {
  const watchers = await s.db
    .select({ userId: chatFriends.userId })
    .from(chatFriends)
    .where(eq(chatFriends.friendId, profile.userID));
  s.push([profile.userID, ...watchers.map((w) => w.userId)], 'profileChanged', profile);
}
