import { NOTICE_APPROVAL_FORM, NOTICE_APPROVAL_TYPE } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import type { UserAuth } from '../../core/actor.ts';
import { badRequest, conflict, forbidden } from '../../core/http/errors.ts';
import { type Locale, translate } from '../../core/i18n/index.ts';
import { registerApprovedTransitionApplier } from '../../core/resources/approval-gate.ts';
import { richTextPlain } from '../../core/rich-text.ts';
import type { Database, Tx } from '../../db/client.ts';
import { openApprovalsOf } from '../approval/record-approvals.ts';
import { approvalGate, recordOfInstance } from '../approval/record-links.ts';
import { ensureModuleTemplate } from '../approval/templates.ts';
import { registerApprovalType } from '../approval/types.ts';
import { notifyPeople } from '../notifications/work-notice.ts';
import { resolveResourceActor } from '../permissions/access.ts';
import type { NoticeActor } from './access.ts';
import { noticesMessages as m } from './messages.ts';
import { goLive, loadNotice, NOTICE_RESOURCE, PUBLISH_NOTICE, resolveAudience } from './notices.ts';
import { notices } from './schema.ts';

// Who publishes (docs/product/oa-notice.md, "Publishing"): an OA administrator's publish goes out at
// once (or at its time); anyone else's goes through the company's 公告发布审批 (approval type
// `oaNotice`) and waits in 审批中: approved → published or scheduled, rejected or withdrawn → draft.

/**
 * Gives the company its 公告发布审批 (to the initiator's department head, a company admin when there is
 * none) the first time a non-administrator publishes; an admin edits or disables it like any other.
 * Disabled, only OA administrators publish.
 */
export const ensureNoticeTemplate = (tx: Tx, compId: number) =>
  ensureModuleTemplate(tx, compId, {
    name: '公告发布审批',
    group: '行政',
    type: NOTICE_APPROVAL_TYPE,
    form: NOTICE_APPROVAL_FORM,
    approverName: '部门负责人',
  });

/** The author publishes a draft: at once or at its time for an administrator, through approval otherwise. */
export async function publishNotice(
  db: Database,
  auth: UserAuth,
  actor: NoticeActor,
  noticeId: number,
  locale: Locale,
) {
  return db.transaction(async (tx) => {
    const access = await loadNotice(tx, actor, noticeId, { lock: true });
    const { notice } = access;
    if (!access.isAuthor) throw forbidden(m['notice.authorOnly']);
    if (notice.status !== 'draft') throw conflict(m['notice.notDraft']);
    const people = await resolveAudience(tx, actor.compId, notice.audience);
    if (people.length === 0) throw badRequest(m['notice.audienceEmpty']);
    if (actor.isAdmin) {
      const status = await goLive(tx, notice, 'draft');
      return { noticeId, status: status ?? notice.status };
    }
    await ensureNoticeTemplate(tx, actor.compId);
    if (!(await approvalGate.hasFlow(tx, actor.compId, NOTICE_APPROVAL_TYPE)))
      throw forbidden(m['notice.approvalOff']);
    await tx
      .update(notices)
      .set({ status: 'pending', updatedAt: new Date() })
      .where(eq(notices.id, noticeId));
    await approvalGate.request(tx, {
      resource: NOTICE_RESOURCE,
      recordId: noticeId,
      transition: PUBLISH_NOTICE,
      input: {},
      actor: await resolveResourceActor(tx, auth),
      locale,
      type: NOTICE_APPROVAL_TYPE,
      values: {
        subject: translate(locale, m['notice.approvalSubject'], { title: notice.title }).slice(0, 100),
        content: richTextPlain(notice.content, 2000) || notice.title,
      },
    });
    const instanceId = (await openApprovalsOf(tx, actor.compId, NOTICE_RESOURCE, [noticeId])).get(noticeId);
    if (instanceId !== undefined)
      await tx.update(notices).set({ approvalInstanceId: instanceId }).where(eq(notices.id, noticeId));
    const [after] = await tx.select({ status: notices.status }).from(notices).where(eq(notices.id, noticeId));
    return { noticeId, status: after!.status };
  });
}

registerApprovedTransitionApplier(NOTICE_RESOURCE, async (tx, approved) => {
  const [notice] = await tx.select().from(notices).where(eq(notices.id, approved.recordId)).for('update');
  if (notice?.status !== 'pending') return false;
  return (await goLive(tx, notice, 'pending')) !== null;
});

const back = (outcome: 'rejected' | 'withdrawn') => async (tx: Tx, instance: { id: number }) => {
  const link = await recordOfInstance(tx, instance.id);
  if (link?.resource !== NOTICE_RESOURCE) return;
  const [notice] = await tx
    .update(notices)
    .set({ status: 'draft', approvalInstanceId: null, updatedAt: new Date() })
    .where(and(eq(notices.id, link.recordId), eq(notices.status, 'pending')))
    .returning();
  if (notice && outcome === 'rejected')
    await notifyPeople(tx, {
      compId: notice.compId,
      userIds: [notice.authorUserId],
      titleKey: m['notice.rejected.title'],
      contentKey: m['notice.rejected.content'],
      params: { title: notice.title },
      link: '#/oa/notice/draft',
    });
};

registerApprovalType({
  type: NOTICE_APPROVAL_TYPE,
  onApproved: async () => undefined,
  onRejected: back('rejected'),
  onWithdrawn: back('withdrawn'),
  startedByRecords: m['notice.startedByNotices'],
});
