import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { companyOwner } from '../company/service.ts';
import { activeStaffUserIdsByName } from '../staff/records.ts';
import { publishNow } from './notices.ts';
import { noticeCategories, noticeRecipients, notices } from './schema.ts';

// The demo company's announcements (docs/product/oa-notice.md): four categories, published ones from
// 行政 and 人事 (one pinned, one on the public site), a scheduled one and a draft, and some of them
// already read, so every box opens on real content.

const DAY = 86_400_000;
const CATEGORIES = ['行政通知', '人事制度', '公司新闻', '节假日安排'];

const NOTICES = [
  {
    col: '节假日安排',
    author: '李秀英',
    title: '关于2027年元旦放假安排的通知',
    content:
      '<h2>放假时间</h2><p>根据国务院办公厅通知，2027年1月1日（星期五）至1月3日（星期日）放假调休，共3天。</p><h2>注意事项</h2><ul><li>放假前请各部门做好安全检查，关闭电源、门窗。</li><li>值班安排请于12月28日前报行政部。</li><li>节假日期间如有紧急事务，请联系行政部 李秀英。</li></ul><p>祝大家节日快乐！</p>',
    pinned: true,
    isPublic: true,
    daysAgo: 1,
    readers: ['王建国', '张伟', '刘芳', '陈静', '黄志强'],
  },
  {
    col: '人事制度',
    author: '刘芳',
    title: '员工考勤管理制度（2026年修订版）',
    content:
      '<p>为规范公司考勤管理，经总经理办公会审议，《员工考勤管理制度》修订如下，自2026年12月1日起施行：</p><ol><li>工作时间为 9:00–18:00，午休 12:00–13:00。</li><li>每月迟到累计超过 3 次的，按事假半天处理。</li><li>外出、出差须在系统中提交申请并经直属主管审批。</li></ol><blockquote><p>如有疑问，请联系人力资源部。</p></blockquote>',
    pinned: false,
    isPublic: false,
    daysAgo: 6,
    readers: ['王建国', '张伟', '李秀英', '陈静', '杨洋', '赵丽娟', '黄志强', '吴磊', '孙浩然'],
  },
  {
    col: '公司新闻',
    author: '李秀英',
    title: '公司荣获“2026年度杭州市最佳雇主”称号',
    content:
      '<p>11月20日，在杭州市人力资源协会举办的年度评选中，我司凭借完善的员工关怀体系和良好的职业发展通道，荣获“2026年度杭州市最佳雇主”称号。</p><p>感谢每一位同事的努力与付出！</p>',
    pinned: false,
    isPublic: true,
    daysAgo: 9,
    readers: ['王建国', '张伟', '刘芳', '周婷', '吴磊'],
  },
  {
    col: '行政通知',
    author: '李秀英',
    title: '办公区消防演练通知',
    content:
      '<p>定于本周五 15:00 在办公区开展消防疏散演练，届时请听从各楼层消防员指挥，有序从安全通道撤离至园区广场集合。</p>',
    pinned: false,
    isPublic: false,
    daysAgo: 14,
    readers: ['王建国', '张伟', '刘芳', '陈静', '杨洋', '周婷', '孙浩然', '马晓东'],
  },
] as const;

export async function seedDemoNotices(tx: Tx, compId: number): Promise<void> {
  const cols = await tx
    .insert(noticeCategories)
    .values(CATEGORIES.map((name, i) => ({ compId, name, sort: i + 1 })))
    .returning({ id: noticeCategories.id, name: noticeCategories.name });
  const colId = new Map(cols.map((c) => [c.name, c.id]));
  const names = [...new Set(NOTICES.flatMap((n) => [n.author, ...n.readers]))];
  const people = await activeStaffUserIdsByName(tx, compId, names);
  const owner = await companyOwner(tx, compId);
  const userOf = (name: string) => people.get(name) ?? owner!.ownerUserId;
  const now = Date.now();
  // Oldest first, so the newest has the highest id.
  for (const n of [...NOTICES].reverse()) {
    const at = new Date(now - n.daysAgo * DAY);
    const [row] = await tx
      .insert(notices)
      .values({
        compId,
        categoryId: colId.get(n.col)!,
        title: n.title,
        content: n.content,
        audience: { all: true, departmentIds: [], staffIds: [] },
        pinned: n.pinned,
        pinnedUntil: n.pinned ? new Date(now + 7 * DAY) : null,
        isPublic: n.isPublic,
        authorUserId: userOf(n.author),
        authorName: n.author,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await publishNow(tx, row!, 'draft', at, false);
    const readerIds = n.readers.flatMap((name) => people.get(name) ?? []);
    if (readerIds.length > 0)
      await tx
        .update(noticeRecipients)
        .set({ readAt: new Date(at.getTime() + 2 * 3_600_000) })
        .where(and(eq(noticeRecipients.noticeId, row!.id), inArray(noticeRecipients.userId, readerIds)));
  }
  await tx.insert(notices).values([
    {
      compId,
      categoryId: colId.get('行政通知')!,
      title: '年会节目报名开始啦',
      content: '<p>2027年公司年会将于1月15日举行，欢迎各部门踊跃报名节目，报名截止12月20日。</p>',
      audience: { all: true, departmentIds: [], staffIds: [] },
      status: 'scheduled',
      publishAt: new Date(now + 2 * DAY),
      authorUserId: userOf('李秀英'),
      authorName: '李秀英',
    },
    {
      compId,
      categoryId: colId.get('人事制度')!,
      title: '2027年度体检安排（草稿）',
      content: '<p>今年体检定点医院为杭州市第一人民医院体检中心，具体分批时间另行通知。</p>',
      audience: { all: true, departmentIds: [], staffIds: [] },
      authorUserId: userOf('刘芳'),
      authorName: '刘芳',
    },
  ]);
}
