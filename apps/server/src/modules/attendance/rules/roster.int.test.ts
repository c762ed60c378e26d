import type { GroupRule, RosterGrid } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../core/china-time.ts';
import { auditLog } from '../../../core/resources/schema.ts';
import { buildXlsx, fileNameOf, readXlsx } from '../../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { companyStaff } from '../../staff/schema.ts';
import { fixedRule, P, type RulesWorld, rulesWorld } from './test-world.ts';

let t: TestApp;
let w: RulesWorld;
let groupId: number;
let month: string;
let early: number;
let late: number;
let zhang: number;
let li: number;
const day = (n: number) => `${month}-${String(n).padStart(2, '0')}`;

beforeAll(async () => {
  t = await createTestApp();
  w = await rulesWorld(t);
  month = w.today.slice(0, 7);
  early = (
    await w.newShift('早班', { onTime: '07:00', offTime: '15:00', restStart: null, restEnd: null }, '早')
  ).id;
  late = (
    await w.newShift('晚班', { onTime: '14:00', offTime: '22:00', restStart: null, restEnd: null }, '晚')
  ).id;
  zhang = (await w.hire({ name: '张三', deptId: w.sales })).staffId;
  li = (await w.hire({ name: '李四', deptId: w.sales })).staffId;
  await t.deps.db.update(companyStaff).set({ jobNo: 'A001' }).where(eq(companyStaff.id, zhang));
  const rule: GroupRule = { ...fixedRule(early, { deptIds: [w.sales] }), scheduleType: 'roster' };
  // The group rosters from the 10th: the days before are not its to set.
  groupId = (await w.newGroup('门店', day(10), rule)).id;
});
afterAll(() => t.close());

const grid = (m = month) => w.ok(w.owner.post<RosterGrid>(`${P}/roster/grid`, { groupId, month: m }));
const rowOf = (g: RosterGrid, staffId: number) => g.rows.find((r) => r.staffId === staffId)!;
const cellOn = (g: RosterGrid, staffId: number, d: string) => rowOf(g, staffId).cells[g.days.indexOf(d)];

describe('the roster (排班)', () => {
  it('answers the month’s grid: the group’s people × days, from the day the group rosters them', async () => {
    const g = await grid();
    expect(g.days[0]).toBe(day(1));
    expect(g.rows.map((r) => [r.name, r.jobNo, r.deptName])).toEqual([
      ['李四', null, '销售部'],
      ['张三', 'A001', '销售部'],
    ]);
    const zhangRow = rowOf(g, zhang);
    expect(zhangRow.inGroup.slice(0, 9).every((inside) => !inside)).toBe(true);
    expect(zhangRow.inGroup.slice(9).every(Boolean)).toBe(true);
    expect(zhangRow.cells.every((cell) => cell === null)).toBe(true);
    expect(g.shifts.map((s) => s.code)).toEqual(['早', '晚']);
    // A group that does not roster has no grid.
    const fixed = await w.newGroup('办公室', w.today, fixedRule(early, { deptIds: [w.rnd] }));
    const refused = await w.zhOwner.post(`${P}/roster/grid`, { groupId: fixed.id, month });
    expect(refused.body.message).toBe('考勤组「办公室」不是排班制');
  });

  it('saves cells of the group’s days only, and audits what changed', async () => {
    const saved = await w.ok(
      w.owner.post<{ saved: number }>(`${P}/roster/save`, {
        groupId,
        cells: [
          { staffId: zhang, day: day(10), shiftId: early },
          { staffId: zhang, day: day(11), shiftId: null },
          { staffId: li, day: day(10), shiftId: late },
        ],
      }),
    );
    expect(saved.saved).toBe(3);
    const g = await grid();
    expect([cellOn(g, zhang, day(10)), cellOn(g, zhang, day(11)), cellOn(g, li, day(10))]).toEqual([
      early,
      'rest',
      late,
    ]);
    // Saving the same again changes nothing.
    expect(
      (
        await w.ok(
          w.owner.post<{ saved: number }>(`${P}/roster/save`, {
            groupId,
            cells: [{ staffId: zhang, day: day(10), shiftId: early }],
          }),
        )
      ).saved,
    ).toBe(0);
    const outside = await w.zhOwner.post(`${P}/roster/save`, {
      groupId,
      cells: [{ staffId: zhang, day: day(5), shiftId: early }],
    });
    expect(outside.status).toBe(400);
    expect(outside.body.message).toBe(`张三 在 ${day(5)} 不属于该排班考勤组`);
    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.resource, 'attendanceRoster'));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.changes).toEqual({
      [`${day(10)} 张三`]: { before: null, after: '早班' },
      [`${day(11)} 张三`]: { before: null, after: '休' },
      [`${day(10)} 李四`]: { before: null, after: '晚班' },
    });
  });

  it('exports the month as 排班表_…xlsx, which is also the import’s template', async () => {
    const res = await w.zhOwner.download(`${P}/roster/export`, { groupId, month });
    expect(res.statusCode).toBe(200);
    expect(fileNameOf(res.headers['content-disposition'])).toMatch(/^排班表_\d{14}\.xlsx$/);
    const rows = await readXlsx(res.rawPayload);
    expect(rows[0]!.slice(0, 3)).toEqual(['姓名', '工号', day(1)]);
    const zhangRow = rows.find((r) => r[0] === '张三')!;
    expect([zhangRow[1], zhangRow[2 + 9], zhangRow[2 + 10]]).toEqual(['A001', '早班', '休']);
    const legend = await readXlsx(res.rawPayload, 1);
    expect(legend.map((r) => r[0])).toEqual(['姓名', '早班', '晚班', '休']);
  });

  it('imports a filled-in sheet: names or job numbers, shift names or marks, 休', async () => {
    const sheet = await buildXlsx([
      ['姓名', '工号', day(12), day(13)],
      ['', 'A001', '晚', '休'],
      ['李四', '', '早班', ''],
    ]);
    const res = await w.zhOwner.upload<{ imported: number }>(`${P}/roster/import?groupId=${groupId}`, sheet);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data.imported).toBe(2);
    const g = await grid();
    expect([
      cellOn(g, zhang, day(12)),
      cellOn(g, zhang, day(13)),
      cellOn(g, li, day(12)),
      cellOn(g, li, day(13)),
    ]).toEqual([late, 'rest', early, null]);
    const audit = await t.deps.db.select().from(auditLog).where(eq(auditLog.resource, 'attendanceRoster'));
    expect(audit.at(-1)!.action).toBe('import');
  });

  it('lists every problem with its row and imports nothing', async () => {
    const sheet = await buildXlsx([
      ['姓名', '工号', day(5), day(14)],
      ['张三', '', '', '晚'],
      ['不存在', '', '', '早'],
      ['李四', '', '', '夜宵'],
      ['李四', '', '早', ''],
      ['张三', '', '', '早'],
    ]);
    const res = await w.zhOwner.upload<{ errors: { row: number; field: string; message: string }[] }>(
      `${P}/roster/import?groupId=${groupId}`,
      sheet,
    );
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('有4处错误，未导入任何数据');
    expect(res.body.data.errors).toEqual([
      { row: 3, field: '姓名', message: '「不存在」不在该考勤组本月的排班人员中' },
      { row: 4, field: day(14), message: '「夜宵」不是班次名称或简称，也不是「休」' },
      { row: 5, field: '姓名', message: '此人已在第 4 行出现' },
      { row: 6, field: '姓名', message: '此人已在第 2 行出现' },
    ]);
    // Row 2 was fine, yet nothing was written.
    expect(cellOn(await grid(), zhang, day(14))).toBeNull();
    const noGroup = await w.zhOwner.upload(`${P}/roster/import`, sheet);
    expect(noGroup.body.message).toBe('请选择要导入排班的考勤组');
    const noDays = await w.zhOwner.upload(
      `${P}/roster/import?groupId=${groupId}`,
      await buildXlsx([
        ['姓名', '备注'],
        ['张三', 'x'],
      ]),
    );
    expect(noDays.body.message).toBe('表头须为：姓名、工号，然后每天一列（如 2026-05-01），且同属一个月');
    const outside = await w.zhOwner.upload<{ errors: { message: string }[] }>(
      `${P}/roster/import?groupId=${groupId}`,
      await buildXlsx([
        ['姓名', day(5)],
        ['李四', '早'],
      ]),
    );
    expect(outside.body.data.errors).toEqual([
      { row: 2, field: day(5), message: `李四 在 ${day(5)} 不属于该排班考勤组` },
    ]);
  });

  it('keeps a shift rostered from today on from being archived', async () => {
    const nextMonth = addDays(`${month}-28`, 7).slice(0, 7);
    const first = `${nextMonth}-01`;
    await w.ok(
      w.owner.post(`${P}/roster/save`, { groupId, cells: [{ staffId: li, day: first, shiftId: late }] }),
    );
    expect(cellOn(await grid(nextMonth), li, first)).toBe(late);
    const res = await w.zhOwner.post(`${P}/shift/archive`, { id: late, version: 1 });
    expect(res.body.message).toBe(`${first} 的排班使用了该班次，请先调整排班`);
  });

  it('hides another company’s roster and refuses staff', async () => {
    expect((await w.b.api.post(`${P}/roster/grid`, { groupId, month })).status).toBe(404);
    expect(
      (
        await w.b.api.post(`${P}/roster/save`, {
          groupId,
          cells: [{ staffId: zhang, day: day(20), shiftId: early }],
        })
      ).status,
    ).toBe(404);
    expect(
      (await w.b.api.upload(`${P}/roster/import?groupId=${groupId}`, await buildXlsx([['姓名']]))).status,
    ).toBe(404);
    expect((await w.plainStaff.api.post(`${P}/roster/grid`, { groupId, month })).status).toBe(403);
    expect((await w.plainStaff.api.download(`${P}/roster/export`, { groupId, month })).statusCode).toBe(403);
  });
});
