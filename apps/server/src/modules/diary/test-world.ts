import { diaryEndpoints as api, type DiaryTemplate } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { caller } from '../../core/resources/test-fixtures.ts';
import { login, registerAccount } from '../../test/accounts.ts';
import type { TestApp } from '../../test/harness.ts';
import { newsReminds } from '../notifications/schema.ts';
import { setDepartmentLeader } from '../org/service.ts';
import { addStaffMember } from '../staff/records.ts';
import { changesWorld } from '../staff-changes/test-fixtures.ts';

/**
 * Company A of the staff tests (`changesWorld`: the company account `owner`, the staff admin `admin`,
 * company B) with 销售部 headed by 王经理 and his team 李雷, 韩梅梅, 陈辉; a staff member of company B
 * (`outsider`); the built-in templates read by 李雷.
 */
export async function diaryWorld(t: TestApp) {
  const world = await changesWorld(t);
  const db = t.deps.db;
  const sales = (await world.owner.post<{ id: number }>('/cCompDepartment/insert', { name: '销售部' })).body
    .data.id;
  const manager = await world.hire({ name: '王经理', deptId: sales });
  await setDepartmentLeader(db, sales, manager.userId);
  const lilei = await world.hire({ name: '李雷', deptId: sales });
  const hanmeimei = await world.hire({ name: '韩梅梅', deptId: sales });
  const chenhui = await world.hire({ name: '陈辉', deptId: sales, employeeType: 2 });
  const outsiderId = await registerAccount(t, {
    loginCode: '13500009901',
    userType: 1,
    userName: '乙公司员工',
  });
  await addStaffMember(db, { compId: world.b.compId, userId: outsiderId, staffName: '乙公司员工' });
  const outsider = { userId: outsiderId, api: caller(t, await login(t, '13500009901')) };
  const templates = (await lilei.api.post<{ list: DiaryTemplate[] }>(api.templates.path, {})).body.data.list;
  const daily = templates.find((tpl) => tpl.builtin === 'daily')!;
  const weekly = templates.find((tpl) => tpl.builtin === 'weekly')!;
  /** Bell entries of a person with this title key. */
  const notices = (userId: number, titleKey: string) =>
    db
      .select()
      .from(newsReminds)
      .where(and(eq(newsReminds.userId, userId), eq(newsReminds.titleKey, titleKey)));
  return { ...world, db, sales, manager, lilei, hanmeimei, chenhui, outsider, daily, weekly, notices };
}
export type DiaryWorld = Awaited<ReturnType<typeof diaryWorld>>;
