import type { GroupSummary, MyGroup, RuleVersionRow } from '@renli/contracts';
import { and, between, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/china-time.ts';
import { auditLog } from '../../../core/resources/schema.ts';
import { caller } from '../../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createDepartment } from '../../org/service.ts';
import { attendanceDailyResults, attendanceMonthLocks } from '../schema.ts';
import { fixedRule, nextMonday, P, type RulesWorld, rulesWorld } from './test-world.ts';

let t: TestApp;
let w: RulesWorld;
let shiftId: number;
let lateShiftId: number;
let shen: number;
let wang: number;
beforeAll(async () => {
  t = await createTestApp();
  w = await rulesWorld(t);
  shiftId = (await w.newShift('标准班')).id;
  lateShiftId = (
    await w.newShift('晚九点', { onTime: '10:00', offTime: '19:00', restStart: '13:00', restEnd: '14:00' })
  ).id;
  shen = (await w.hire({ name: '沈一鸣', deptId: w.rnd })).staffId;
  wang = (await w.hire({ name: '王五', deptId: w.sales })).staffId;
});
afterAll(() => t.close());

const groups = async (includeArchived = false) =>
  (await w.ok(w.owner.post<{ list: GroupSummary[] }>(`${P}/group/list`, { includeArchived }))).list;
const versions = async (id: number) =>
  (await w.ok(w.owner.get<{ list: RuleVersionRow[] }>(`${P}/group/versions/${id}`))).list;

describe('attendance groups and rule versions', () => {
  let hq: GroupSummary;

  it('creates a group and lists it with today’s rule, its members by name and its people', async () => {
    hq = await w.newGroup('总部', w.today, fixedRule(shiftId, { deptIds: [w.hq], staffIds: [shen] }));
    expect(hq).toMatchObject({ name: '总部', status: 1, version: 1, peopleCount: 2, next: null });
    expect(hq.current).toMatchObject({
      effectiveFrom: w.today,
      effectiveTo: null,
      state: 'current',
      members: {
        departments: [{ id: w.hq, name: '总部' }],
        staff: [{ id: shen, name: '沈一鸣' }],
        excluded: [],
      },
      createdByName: expect.any(String),
    });
    expect((await groups()).map((g) => g.name)).toEqual(['总部']);
  });

  it('refuses a person or department another group names, naming both', async () => {
    const person = await w.saveGroup(w.zhOwner, {
      name: '研发',
      effectiveFrom: w.today,
      rule: fixedRule(shiftId, { staffIds: [shen] }),
    });
    expect(person.status).toBe(400);
    expect(person.body.message).toBe('沈一鸣 已在考勤组「总部」中');
    const dept = await w.saveGroup(w.zhOwner, {
      name: '研发',
      effectiveFrom: w.today,
      rule: fixedRule(shiftId, { deptIds: [w.hq] }),
    });
    expect(dept.body.message).toBe('总部 已在考勤组「总部」中');
    // A department below 总部 is the nearer one: 研发部's people move there (沈一鸣 stays, named by 总部).
    const rnd = await w.newGroup('研发', w.today, fixedRule(lateShiftId, { deptIds: [w.rnd] }));
    expect(rnd.peopleCount).toBe(0);
    const same = await w.saveGroup(w.zhOwner, {
      name: '研发',
      effectiveFrom: w.today,
      rule: fixedRule(lateShiftId, { deptIds: [w.sales] }),
    });
    expect(same.body.message).toBe('已有名为「研发」的考勤组');
  });

  it('explains a rule it refuses', async () => {
    const refused = async (rule: object, message: string) => {
      const res = await w.saveGroup(w.zhOwner, { name: '新组', effectiveFrom: w.today, rule });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    };
    const base = fixedRule(shiftId, { deptIds: [w.sales] });
    await refused(
      { ...base, members: { deptIds: [], staffIds: [], excludedStaffIds: [] } },
      '请至少选择一个部门或人员',
    );
    await refused(
      {
        ...base,
        weekdayShifts: { '1': null, '2': null, '3': null, '4': null, '5': null, '6': null, '7': null },
      },
      '固定班制至少要为一个工作日设置班次',
    );
    await refused({ ...base, makeupShiftId: 999_999 }, '所选班次不存在或已归档');
    await refused(
      { ...base, scheduleType: 'flexible' },
      '自由工时须设置每日工作时长，大于 0 且不超过 16 小时',
    );
    await refused({ ...base, webPunch: false }, '请至少选择一种打卡方式（网页打卡或导入打卡记录）');
    await refused(
      { ...base, ipRanges: ['192.168.1.0/24', '192.168.1.0/40'] },
      '「192.168.1.0/40」不是有效的 IP 地址或网段（如 192.168.1.0/24、2001:db8::/32）',
    );
    const foreignDept = (await createDepartment(t.deps.db, { compId: w.b.compId, name: '乙部门' })).id;
    await refused(
      { ...base, members: { deptIds: [foreignDept], staffIds: [], excludedStaffIds: [] } },
      '所选部门不存在或已删除',
    );
    await refused(
      { ...base, members: { deptIds: [], staffIds: [999_999], excludedStaffIds: [] } },
      '员工不存在、已离职或不在您的管理范围内',
    );
  });

  it('keeps an HRM-only admin to the staff they manage', async () => {
    const hro = await w.hire({ name: '外包甲', employeeType: 2 });
    const hrm = caller(t, w.hrmAdmin.api.token, 'zh-CN');
    const res = await w.saveGroup(hrm, {
      name: '外包组',
      effectiveFrom: w.today,
      rule: fixedRule(shiftId, { staffIds: [hro.staffId] }),
    });
    expect(res.body.message).toBe('员工不存在、已离职或不在您的管理范围内');
    await w.ok(
      w.saveGroup(w.admin, {
        name: '外包组',
        effectiveFrom: w.today,
        rule: fixedRule(shiftId, { staffIds: [hro.staffId] }),
      }),
    );
  });

  it('takes a change from next Monday without touching this week’s rule, and cancels it', async () => {
    const monday = nextMonday(w.today);
    const changed = await w.ok(
      w.saveGroup(w.admin, {
        id: hq.id,
        version: hq.version,
        name: '总部',
        effectiveFrom: monday,
        rule: fixedRule(lateShiftId, { deptIds: [w.hq], staffIds: [shen] }),
      }),
    );
    expect(changed.version).toBe(2);
    expect(changed.current).toMatchObject({ effectiveFrom: w.today, effectiveTo: monday });
    expect(changed.current!.rule.weekdayShifts['1']).toBe(shiftId);
    expect(changed.next).toMatchObject({ effectiveFrom: monday, state: 'future' });
    expect(changed.next!.rule.weekdayShifts['1']).toBe(lateShiftId);
    const history = await versions(hq.id);
    expect(history.map((v) => [v.effectiveFrom, v.state])).toEqual([
      [monday, 'future'],
      [w.today, 'current'],
    ]);
    // The version read before the change is stale now.
    const stale = await w.saveGroup(w.owner, {
      id: hq.id,
      version: hq.version,
      name: '总部',
      effectiveFrom: monday,
      rule: fixedRule(shiftId, { deptIds: [w.hq] }),
    });
    expect(stale.status).toBe(409);

    const started = await w.zhOwner.post(`${P}/group/cancelVersion`, {
      groupId: hq.id,
      version: 2,
      versionId: history[1]!.id,
    });
    expect(started.body.message).toBe('只能取消尚未生效的规则版本');
    const cancelled = await w.ok(
      w.owner.post<GroupSummary>(`${P}/group/cancelVersion`, {
        groupId: hq.id,
        version: 2,
        versionId: history[0]!.id,
      }),
    );
    expect(cancelled).toMatchObject({ version: 3, next: null });
    expect(cancelled.current).toMatchObject({ effectiveTo: null });
    const only = await w.zhOwner.post(`${P}/group/cancelVersion`, {
      groupId: hq.id,
      version: 3,
      versionId: history[1]!.id,
    });
    expect(only.body.message).toBe('只能取消尚未生效的规则版本');
    hq = cancelled;
    const audit = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'attendanceGroup'), eq(auditLog.recordId, hq.id)));
    expect(audit.map((a) => Object.keys(a.changes).sort())).toEqual([
      ['name', `rule@${w.today}`],
      [`rule@${monday}`],
      [`rule@${monday}`],
    ]);
  });

  it('recomputes the past days a rule from an earlier day covers, and refuses a locked month', async () => {
    const start = addDays(w.today, -45);
    await t.deps.db.insert(attendanceMonthLocks).values({ compId: w.a.compId, month: start.slice(0, 7) });
    const locked = await w.saveGroup(w.zhOwner, {
      name: '销售',
      effectiveFrom: start,
      rule: fixedRule(shiftId, { deptIds: [w.sales] }),
    });
    expect(locked.status).toBe(400);
    expect(locked.body.message).toBe(`${start.slice(0, 7)} 的考勤已锁定，不能再修改`);

    const from = addDays(w.today, -3);
    await w.newGroup('销售', from, fixedRule(shiftId, { deptIds: [w.sales] }));
    const days = await t.deps.db
      .select({ day: attendanceDailyResults.day })
      .from(attendanceDailyResults)
      .where(
        and(eq(attendanceDailyResults.staffId, wang), between(attendanceDailyResults.day, from, w.today)),
      );
    // From the rule's day to yesterday: today is under way and not stored yet.
    expect(days.map((d) => d.day).sort()).toEqual([0, 1, 2].map((i) => addDays(from, i)));
  });

  it('archives a group from a day: nobody is in it then and its name is free', async () => {
    const [sales] = (await groups()).filter((g) => g.name === '销售');
    const archived = await w.ok(
      w.owner.post<GroupSummary>(`${P}/group/archive`, {
        id: sales!.id,
        version: sales!.version,
        from: w.today,
      }),
    );
    expect(archived).toMatchObject({ status: 2, peopleCount: 0 });
    expect(archived.current!.members).toEqual({ departments: [], staff: [], excluded: [] });
    expect((await groups()).some((g) => g.id === sales!.id)).toBe(false);
    expect((await groups(true)).some((g) => g.id === sales!.id)).toBe(true);
    const again = await w.zhOwner.post(`${P}/group/archive`, {
      id: sales!.id,
      version: archived.version,
      from: w.today,
    });
    expect(again.body.message).toBe('考勤组已归档');
    await w.newGroup('销售', w.today, fixedRule(shiftId, { deptIds: [w.sales] }));
  });

  it('tells a staff member their group and today’s shift', async () => {
    const newcomer = await w.hire({ name: '新员工', deptId: w.hq });
    const mine = await w.ok(newcomer.api.get<MyGroup>(`${P}/myGroup`));
    expect(mine.day).toBe(w.today);
    expect(mine.group).toMatchObject({ name: '总部', scheduleType: 'fixed', webPunch: true, ipRanges: [] });
    // Today may be a weekend or a holiday; on a working day the shift is the group's.
    expect([null, '标准班']).toContain(mine.shift?.name ?? null);
    // The company account has no staff record.
    expect((await w.owner.get(`${P}/myGroup`)).status).toBe(403);
  });

  it('names the members of a rule being edited, the company’s only', async () => {
    const foreignDept = (await createDepartment(t.deps.db, { compId: w.b.compId, name: '乙公司部' })).id;
    const names = await w.ok(
      w.owner.post(`${P}/group/memberNames`, {
        deptIds: [w.rnd, foreignDept],
        staffIds: [shen],
        excludedStaffIds: [wang],
      }),
    );
    expect(names).toEqual({
      departments: [
        { id: w.rnd, name: '研发部' },
        { id: foreignDept, name: '' },
      ],
      staff: [{ id: shen, name: '沈一鸣' }],
      excluded: [{ id: wang, name: '王五' }],
    });
    const theirs = await w.ok(
      w.b.api.post(`${P}/group/memberNames`, { deptIds: [w.rnd], staffIds: [shen], excludedStaffIds: [] }),
    );
    expect(theirs).toEqual({
      departments: [{ id: w.rnd, name: '' }],
      staff: [{ id: shen, name: '' }],
      excluded: [],
    });
  });

  it('hides another company’s groups and refuses staff', async () => {
    const [first] = await groups();
    expect((await w.b.api.get(`${P}/group/versions/${first!.id}`)).status).toBe(404);
    const foreign = await w.b.api.post(`${P}/group/save`, {
      id: first!.id,
      version: first!.version,
      name: '总部',
      effectiveFrom: w.today,
      rule: fixedRule(shiftId, { deptIds: [w.hq] }),
    });
    expect(foreign.status).toBe(404);
    expect(
      (await w.b.api.post(`${P}/group/archive`, { id: first!.id, version: first!.version, from: w.today }))
        .status,
    ).toBe(404);
    expect((await w.ok(w.b.api.post<{ list: unknown[] }>(`${P}/group/list`, {}))).list).toEqual([]);
    expect((await w.plainStaff.api.post(`${P}/group/list`, {})).status).toBe(403);
    expect((await w.plainStaff.api.get(`${P}/group/versions/${first!.id}`)).status).toBe(403);
  });
});
