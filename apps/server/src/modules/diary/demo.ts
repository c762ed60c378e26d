import type { FormValues } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { addDays, chinaToday } from '../../core/china-time.ts';
import type { Tx } from '../../db/client.ts';
import { companyCalendar } from '../attendance/calendar/company-calendar.ts';
import { activeStaffPeople } from '../staff/directory.ts';
import { activeStaffUserIdsByName } from '../staff/records.ts';
import { chinaInstant, isoWeekOf } from './periods.ts';
import {
  diaryComments,
  diaryLikes,
  diaryReportReviewers,
  diaryReports,
  diaryRules,
  diaryTemplates,
} from './schema.ts';
import { ensureBuiltinTemplates } from './templates.ts';

// The demo company's work reports (docs/product/oa-diary.md): 马晓东's daily reports to 孙浩然 over
// the last workdays (read, commented and liked), 徐敏's daily and weekly reports to 吴磊 (one unread),
// 何文博's weekly report to 孙浩然, and two reminder rules. 朱雅琴 writes her own in the e2e walk.

const DAILY: FormValues[] = [
  {
    done: '完成考勤页面的移动端适配，修复排班表在 390 宽度下的横向滚动问题',
    undone: '审批详情页的打印样式还差签名区',
    plan: '完成打印样式，配合测试回归考勤模块',
  },
  {
    done: '登录页接入验证码倒计时；评审了公告编辑器的技术方案',
    help: '需要产品确认公告撤回后是否保留已读记录',
    plan: '开始写公告列表的前端',
  },
  {
    done: '公告列表前端完成 80%，补充了 6 个组件测试',
    undone: '列表的部门筛选还没联调',
    plan: '与后端联调筛选接口，提交测试',
  },
];

const SALES: FormValues = {
  done: '拜访杭州两家制造业客户，其中一家确认下周试用；整理了本月报价单',
  help: '需要技术部支持试用环境的开通',
  plan: '跟进试用客户，准备季度复盘材料',
};

const WEEKLY: FormValues = {
  done: '完成华东仓的月度盘点，差异率 0.3%；新员工两名完成上岗培训',
  summary: '出库时效稳定在 24 小时内，退货处理偏慢，已调整为每日两次集中处理',
  plan: '下周配合年终备货，增加夜班排班',
};

export async function seedDemoDiary(tx: Tx, compId: number): Promise<void> {
  await ensureBuiltinTemplates(tx, compId);
  const templates = await tx.select().from(diaryTemplates).where(eq(diaryTemplates.compId, compId));
  const daily = templates.find((t) => t.builtin === 'daily')!;
  const weekly = templates.find((t) => t.builtin === 'weekly')!;
  const ids = await activeStaffUserIdsByName(tx, compId, ['孙浩然', '马晓东', '吴磊', '徐敏', '何文博']);
  const person = (name: string) => ids.get(name);
  const [lead, dev, salesLead, sales, warehouse] = ['孙浩然', '马晓东', '吴磊', '徐敏', '何文博'].map(person);
  if (!lead || !dev || !salesLead || !sales || !warehouse) return;
  const people = await activeStaffPeople(tx, compId, { userIds: [lead, dev, salesLead, sales, warehouse] });
  const deptOf = (userId: number) => people.find((p) => p.userId === userId)?.deptId ?? null;

  // The last three workdays before today, from the company's calendar.
  const today = chinaToday();
  const calendar = await companyCalendar(tx, compId, addDays(today, -14), addDays(today, -1));
  const workdays = [...calendar.values()]
    .filter((day) => day.type === 'workday')
    .map((day) => day.day)
    .slice(-3);

  const report = async (
    templateId: number,
    authorUserId: number,
    periodKey: string,
    values: FormValues,
    submittedAt: Date,
    reviewer: number,
    readAt: Date | null,
  ) => {
    const [row] = await tx
      .insert(diaryReports)
      .values({
        compId,
        templateId,
        authorUserId,
        deptId: deptOf(authorUserId),
        periodKey,
        values,
        status: 'submitted',
        submittedAt,
        createdAt: submittedAt,
        updatedAt: submittedAt,
      })
      .onConflictDoNothing()
      .returning({ id: diaryReports.id });
    if (!row) return null;
    await tx.insert(diaryReportReviewers).values({ reportId: row.id, compId, userId: reviewer, readAt });
    return row.id;
  };

  for (const [i, day] of workdays.entries()) {
    const at = chinaInstant(day, i === 1 ? '19:12' : '17:48');
    const read = i < workdays.length - 1 ? new Date(at.getTime() + 40 * 60_000) : null;
    const id = await report(daily.id, dev, day, DAILY[i % DAILY.length]!, at, lead, read);
    if (id && i === 0) {
      await tx.insert(diaryComments).values({
        compId,
        reportId: id,
        userId: lead,
        content: '适配问题解决得很彻底，打印样式记得让测试一起看一下',
        createdAt: new Date(at.getTime() + 45 * 60_000),
      });
      await tx.insert(diaryLikes).values({ reportId: id, compId, userId: lead });
    }
  }
  const lastDay = workdays.at(-1);
  if (lastDay) {
    await report(daily.id, sales, lastDay, SALES, chinaInstant(lastDay, '18:05'), salesLead, null);
    const lastWeek = isoWeekOf(addDays(today, -7));
    await report(
      weekly.id,
      warehouse,
      lastWeek,
      WEEKLY,
      chinaInstant(addDays(today, -5), '16:30'),
      lead,
      null,
    );
  }

  const existing = await tx
    .select({ id: diaryRules.id })
    .from(diaryRules)
    .where(and(eq(diaryRules.compId, compId), eq(diaryRules.name, '研发部日报')));
  if (existing.length > 0) return;
  const techDept = deptOf(dev);
  const salesDept = deptOf(sales);
  await tx.insert(diaryRules).values([
    {
      compId,
      name: '研发部日报',
      templateId: daily.id,
      deptIds: techDept ? [techDept] : [],
      userIds: techDept ? [] : [dev],
      dueTime: '19:00',
      remindMinutes: 30,
    },
    {
      compId,
      name: '销售周报',
      templateId: weekly.id,
      deptIds: salesDept ? [salesDept] : [],
      userIds: salesDept ? [] : [sales],
      dueWeekday: 5,
      dueTime: '17:00',
      remindMinutes: 60,
    },
  ]);
}
