import { ChatCode, type RelationParams, SNS, type WireFriendApplication } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { ChatServices } from '../context.ts';
import { ChatError } from '../errors.ts';
import { chatAccounts } from '../schema.ts';
import { addToList, dropApplicationsBetween, findApplication, labelOf, lockPairs } from './links.ts';
import { toWireApplication } from './presenter.ts';
import { applicationsChanged, friendListsChanged } from './pushes.ts';
import { assertTextFits } from './rules.ts';
import { chatFriendApplications as apps } from './schema.ts';

const notFound = () =>
  new ChatError(ChatCode.FRIEND_APPLICATION_NOT_FOUND, 'chat.friend.applicationNotFound');

/** Applications to me (acceptable, refusable) and by me (waiting for verification), newest first. */
export async function getFriendApplicationList(db: DbOrTx, me: string) {
  const [toMe, byMe] = await Promise.all([
    db
      .select({ app: apps, other: chatAccounts })
      .from(apps)
      .innerJoin(chatAccounts, eq(chatAccounts.userId, apps.fromId))
      .where(eq(apps.toId, me)),
    db
      .select({ app: apps, other: chatAccounts })
      .from(apps)
      .innerJoin(chatAccounts, eq(chatAccounts.userId, apps.toId))
      .where(eq(apps.fromId, me)),
  ]);
  const applicationList: WireFriendApplication[] = [
    ...toMe.map((r) => toWireApplication(r.app, r.other, SNS.APPLICATION_SENT_TO_ME)),
    ...byMe.map((r) => toWireApplication(r.app, r.other, SNS.APPLICATION_SENT_BY_ME)),
  ].sort((a, b) => b.time - a.time);
  return { applicationList, unreadCount: toMe.filter((r) => !r.app.read).length };
}

/**
 * Only the recipient can accept (the application is looked up as addressed to the caller). The
 * applicant gets me in their list with the labels they chose; AgreeAndAdd also puts them in mine.
 */
export async function acceptFriendApplication(
  s: ChatServices,
  me: string,
  p: RelationParams<'acceptFriendApplication'>,
) {
  assertTextFits('remark', p.remark);
  await s.db.transaction(async (tx) => {
    await lockPairs(tx, me, [p.userID]);
    const application = await findApplication(tx, p.userID, me);
    if (!application) throw notFound();
    await addToList(tx, p.userID, me, labelOf(application));
    if (p.type === SNS.APPLICATION_AGREE_AND_ADD) {
      await addToList(tx, me, p.userID, { ...labelOf(application), remark: p.remark, groupName: '' });
    }
    await dropApplicationsBetween(tx, me, p.userID);
  });
  friendListsChanged(s, [me, p.userID]);
  applicationsChanged(s, [me, p.userID]);
  return {};
}

async function dropApplication(s: ChatServices, fromId: string, toId: string) {
  const removed = await s.db
    .delete(apps)
    .where(and(eq(apps.fromId, fromId), eq(apps.toId, toId)))
    .returning({ fromId: apps.fromId });
  if (removed.length === 0) throw notFound();
  applicationsChanged(s, [fromId, toId]);
  return {};
}

export const refuseFriendApplication = (s: ChatServices, me: string, userID: string) =>
  dropApplication(s, userID, me);

/** Withdraws one I sent, or clears one sent to me without answering it. */
export const deleteFriendApplication = (
  s: ChatServices,
  me: string,
  p: RelationParams<'deleteFriendApplication'>,
) =>
  p.type === SNS.APPLICATION_SENT_BY_ME ? dropApplication(s, me, p.userID) : dropApplication(s, p.userID, me);

export async function setFriendApplicationRead(s: ChatServices, me: string) {
  const marked = await s.db
    .update(apps)
    .set({ read: true })
    .where(and(eq(apps.toId, me), eq(apps.read, false)))
    .returning({ fromId: apps.fromId });
  if (marked.length > 0) applicationsChanged(s, [me]);
  return {};
}
