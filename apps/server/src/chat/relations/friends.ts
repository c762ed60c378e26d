import { ALLOW_TYPES, ChatCode, type RelationParams, SNS, type WireFriend } from '@renli/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale, translate } from '../../core/i18n/index.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { ChatAccountRow } from '../accounts.ts';
import type { ChatServices } from '../context.ts';
import { ChatError, type ChatMessageKey } from '../errors.ts';
import { chatAccounts } from '../schema.ts';
import { blacklisting } from './blacklist.ts';
import {
  addToList,
  dropApplicationsBetween,
  findApplication,
  labelOf,
  lockPairs,
  relationsWith,
} from './links.ts';
import { toWireFriend } from './presenter.ts';
import { requireAccounts } from './profiles.ts';
import { applicationsChanged, friendListsChanged } from './pushes.ts';
import { assertTextFits } from './rules.ts';
import { chatFriendApplications, chatFriends } from './schema.ts';

/** Messages inside results (errors are translated by the gateway), in the caller's language. */
const text = (key: ChatMessageKey, locale: Locale = DEFAULT_LOCALE) => translate(locale, key);

async function friendEntries(db: DbOrTx, me: string, only?: string[]): Promise<WireFriend[]> {
  const rows = await db
    .select({ friend: chatFriends, account: chatAccounts })
    .from(chatFriends)
    .innerJoin(chatAccounts, eq(chatAccounts.userId, chatFriends.friendId))
    .where(
      only
        ? and(eq(chatFriends.userId, me), inArray(chatFriends.friendId, only))
        : eq(chatFriends.userId, me),
    )
    .orderBy(asc(chatFriends.addedAt), asc(chatFriends.friendId));
  return rows.map((r) => toWireFriend(r.friend, r.account));
}

/** My list: everyone I added, two-way or not (checkFriend tells which). */
export const getFriendList = (db: DbOrTx, me: string) => friendEntries(db, me);

export async function getFriendProfile(db: DbOrTx, me: string, userIDList: string[], locale?: Locale) {
  const friendList = await friendEntries(db, me, userIDList);
  const found = new Set(friendList.map((f) => f.userID));
  const failureUserIDList = [...new Set(userIDList)]
    .filter((id) => !found.has(id))
    .map((userID) => ({ userID, code: ChatCode.NOT_FRIEND, message: text('chat.friend.notFriend', locale) }));
  return { friendList, failureUserIDList };
}

interface AddOutcome {
  pending: boolean;
  listsChanged: boolean;
  applicationsChanged: boolean;
}

/**
 * The target's allowType decides: AllowAny adds at once (both lists for Add_Type_Both),
 * NeedConfirm leaves an application (30539) unless they already have me in their list, DenyAny
 * refuses. A pending application from them to me is taken as their consent: both become friends.
 */
async function writeAdd(tx: DbOrTx, me: string, p: RelationParams<'addFriend'>, allowType: string) {
  const none: AddOutcome = { pending: false, listsChanged: false, applicationsChanged: false };
  const both = p.type === SNS.ADD_TYPE_BOTH;
  const label = { remark: p.remark, groupName: p.groupName, source: p.source, wording: p.wording };
  await lockPairs(tx, me, [p.to]);
  const { mine, theirs } = await relationsWith(tx, me, [p.to]);
  const hasMe = theirs.has(p.to);
  if (mine.has(p.to) && (!both || hasMe)) return none;
  const theirApplication = await findApplication(tx, p.to, me);
  if (theirApplication) {
    await addToList(tx, me, p.to, label);
    await addToList(tx, p.to, me, labelOf(theirApplication));
    await dropApplicationsBetween(tx, me, p.to);
    return { ...none, listsChanged: true, applicationsChanged: true };
  }
  if (allowType === ALLOW_TYPES.ALLOW_ANY || (allowType === ALLOW_TYPES.NEED_CONFIRM && hasMe)) {
    await addToList(tx, me, p.to, label);
    if (both) await addToList(tx, p.to, me, { ...label, remark: '', groupName: '' });
    // An application of mine left from before they changed their allowType is answered now.
    const dropped = await dropApplicationsBetween(tx, me, p.to);
    return { ...none, listsChanged: true, applicationsChanged: dropped > 0 };
  }
  if (allowType === ALLOW_TYPES.DENY_ANY)
    throw new ChatError(ChatCode.PEER_DENIES_ALL, 'chat.friend.deniesAll');
  await tx
    .insert(chatFriendApplications)
    .values({ fromId: me, toId: p.to, ...label })
    .onConflictDoUpdate({
      target: [chatFriendApplications.fromId, chatFriendApplications.toId],
      set: { ...label, read: false, createdAt: new Date() },
    });
  return { ...none, pending: true, applicationsChanged: true };
}

export async function addFriend(
  s: ChatServices,
  me: string,
  p: RelationParams<'addFriend'>,
  locale?: Locale,
) {
  if (p.to === me) throw new ChatError(ChatCode.INVALID_PARAMS, 'chat.friend.self');
  assertTextFits('remark', p.remark);
  assertTextFits('wording', p.wording);
  assertTextFits('groupName', p.groupName);
  // Mine too: platform users get their chat account on first use, and the rows reference both.
  const target = (await requireAccounts(s.db, [me, p.to])).get(p.to) as ChatAccountRow;
  const blocks = await blacklisting(s.db, me, p.to);
  if (blocks.aBlocksB) throw new ChatError(ChatCode.IN_MY_BLACKLIST, 'chat.friend.inMyBlacklist');
  if (blocks.bBlocksA) throw new ChatError(ChatCode.IN_PEER_BLACKLIST, 'chat.friend.inPeerBlacklist');
  const outcome = await s.db.transaction((tx) => writeAdd(tx, me, p, target.allowType));
  if (outcome.listsChanged) friendListsChanged(s, [me, p.to]);
  if (outcome.applicationsChanged) applicationsChanged(s, [me, p.to]);
  return outcome.pending
    ? {
        userID: p.to,
        code: ChatCode.FRIEND_APPLICATION_PENDING,
        message: text('chat.friend.pending', locale),
      }
    : { userID: p.to, code: 0, message: '' };
}

/** Delete_Type_Single takes them off my list; Delete_Type_Both also takes me off theirs. */
export async function deleteFriend(
  s: ChatServices,
  me: string,
  p: RelationParams<'deleteFriend'>,
  locale?: Locale,
) {
  const ids = [...new Set(p.userIDList)];
  const both = p.type !== SNS.DELETE_TYPE_SINGLE;
  const { mine, theirs } = await relationsWith(s.db, me, ids);
  const deletable = ids.filter((id) => mine.has(id) || (both && theirs.has(id)));
  if (deletable.length > 0) {
    await s.db.transaction(async (tx) => {
      await tx
        .delete(chatFriends)
        .where(and(eq(chatFriends.userId, me), inArray(chatFriends.friendId, deletable)));
      if (both) {
        await tx
          .delete(chatFriends)
          .where(and(inArray(chatFriends.userId, deletable), eq(chatFriends.friendId, me)));
      }
    });
    friendListsChanged(s, [me, ...deletable]);
  }
  return {
    successUserIDList: deletable.map((userID) => ({ userID, code: 0, message: '' })),
    failureUserIDList: ids
      .filter((id) => !deletable.includes(id))
      .map((userID) => ({
        userID,
        code: ChatCode.NOT_FRIEND,
        message: text('chat.friend.notFriend', locale),
      })),
  };
}

/** CheckResult_Type_Single only asks whether they are in my list; Both tells all four relations. */
export async function checkFriend(db: DbOrTx, me: string, p: RelationParams<'checkFriend'>) {
  const ids = [...new Set(p.userIDList)];
  const { mine, theirs } = await relationsWith(db, me, ids);
  const single = p.type === SNS.CHECK_TYPE_SINGLE;
  const relationOf = (id: string) => {
    const a = mine.has(id);
    const b = !single && theirs.has(id);
    if (a && b) return SNS.TYPE_BOTH_WAY;
    if (a) return SNS.TYPE_A_WITH_B;
    return b ? SNS.TYPE_B_WITH_A : SNS.TYPE_NO_RELATION;
  };
  return {
    successUserIDList: ids.map((userID) => ({ userID, code: 0, relation: relationOf(userID) })),
    failureUserIDList: [],
  };
}

export async function updateFriend(s: ChatServices, me: string, p: RelationParams<'updateFriend'>) {
  assertTextFits('remark', p.remark);
  const updated = await s.db
    .update(chatFriends)
    .set({ remark: p.remark })
    .where(and(eq(chatFriends.userId, me), eq(chatFriends.friendId, p.userID)))
    .returning({ friendId: chatFriends.friendId });
  if (updated.length === 0) throw new ChatError(ChatCode.NOT_FRIEND, 'chat.friend.notFriend');
  friendListsChanged(s, [me]);
  const [friend] = await friendEntries(s.db, me, [p.userID]);
  return { friend: friend as WireFriend };
}
