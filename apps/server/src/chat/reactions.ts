import { conversationIDOf } from '@renli/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Caller, ChatServices } from './context.ts';
import { findMessage } from './ops.ts';
import { type ConversationAccess, readAccess, writeAccess } from './policy.ts';
import type { HandlersOf } from './rpc.ts';
import { chatReactions } from './schema.ts';

interface ReactionSummary {
  reactionID: string;
  totalUserCount: number;
  partialUserIDList: string[];
  reactedByMyself: boolean;
}

/** Per sequence, per reaction: count, the first users (oldest first) and whether I am among them. */
async function summaries(
  s: ChatServices,
  caller: Caller,
  access: ConversationAccess,
  seqs: number[],
  maxUsers: number,
) {
  const rows = await s.db
    .select()
    .from(chatReactions)
    .where(and(eq(chatReactions.threadId, access.threadId), inArray(chatReactions.seq, seqs)))
    .orderBy(asc(chatReactions.createdAt));
  const bySeq = new Map<number, Map<string, ReactionSummary>>();
  for (const r of rows) {
    const perSeq = bySeq.get(r.seq) ?? new Map<string, ReactionSummary>();
    bySeq.set(r.seq, perSeq);
    const sum = perSeq.get(r.reactionId) ?? {
      reactionID: r.reactionId,
      totalUserCount: 0,
      partialUserIDList: [],
      reactedByMyself: false,
    };
    perSeq.set(r.reactionId, sum);
    sum.totalUserCount += 1;
    if (sum.partialUserIDList.length < maxUsers) sum.partialUserIDList.push(r.userId);
    if (r.userId === caller.userID) sum.reactedByMyself = true;
  }
  return seqs.map((sequence) => ({ sequence, reactionList: [...(bySeq.get(sequence)?.values() ?? [])] }));
}

async function changeReaction(
  s: ChatServices,
  caller: Caller,
  access: ConversationAccess,
  p: { sequence: number; reactionID: string },
  add: boolean,
) {
  await findMessage(s, access, p.sequence);
  const key = { threadId: access.threadId, seq: p.sequence, reactionId: p.reactionID, userId: caller.userID };
  if (add) await s.db.insert(chatReactions).values(key).onConflictDoNothing();
  else
    await s.db
      .delete(chatReactions)
      .where(
        and(
          eq(chatReactions.threadId, key.threadId),
          eq(chatReactions.seq, key.seq),
          eq(chatReactions.reactionId, key.reactionId),
          eq(chatReactions.userId, key.userId),
        ),
      );
  const [result] = await summaries(s, caller, access, [p.sequence], 10);
  const sum = result?.reactionList.find((r) => r.reactionID === p.reactionID);
  const update = {
    sequence: p.sequence,
    reactionID: p.reactionID,
    totalUserCount: sum?.totalUserCount ?? 0,
    partialUserIDList: sum?.partialUserIDList ?? [],
  };
  if (access.type === 'GROUP') {
    s.rooms.push(access.peerID, 'reactions', {
      conversationID: conversationIDOf('GROUP', access.peerID),
      ...update,
    });
    return;
  }
  // A C2C conversation has a different ID on each side.
  s.push([caller.userID], 'reactions', { conversationID: conversationIDOf('C2C', access.peerID), ...update });
  s.push([access.peerID], 'reactions', { conversationID: conversationIDOf('C2C', caller.userID), ...update });
}

export const reactionHandlers: HandlersOf<
  'addMessageReaction' | 'removeMessageReaction' | 'getMessageReactions'
> = {
  addMessageReaction: async (s, caller, p) => {
    await changeReaction(s, caller, await writeAccess(s, caller, p.conversationID), p, true);
    return {};
  },
  removeMessageReaction: async (s, caller, p) => {
    await changeReaction(s, caller, await writeAccess(s, caller, p.conversationID), p, false);
    return {};
  },
  getMessageReactions: async (s, caller, p) => ({
    resultList: await summaries(
      s,
      caller,
      await readAccess(s, caller, p.conversationID),
      p.sequences,
      p.maxUserCountPerReaction,
    ),
  }),
};
