import type { Indicator, IndicatorGroup, RulePreview, Template } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildXlsx,
  type Caller,
  caller,
  fileNameOf,
  readXlsx,
} from '../../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { perfSheetItems } from '../cycles/schema.ts';
import { type PerfWorld, perfWorld, TEST_TEMPLATE } from '../test-world.ts';
import { perfIndicators } from './schema.ts';
import { activeTemplateOf } from './templates.ts';

let t: TestApp;
let w: PerfWorld;
let hr: Caller;
beforeAll(async () => {
  t = await createTestApp();
  w = await perfWorld(t);
  hr = caller(t, w.owner.token, 'zh-CN');
});
afterAll(() => t?.close());

async function ok<T>(res: Promise<{ status: number; body: { data: T; message: string } }>) {
  const answer = await res;
  expect(answer.status, answer.body.message).toBe(200);
  return answer.body.data;
}
const sales = {
  kind: 'kpi',
  name: '季度销售额',
  unit: '万元',
  rule: { kind: 'linear', target: '100', direction: 'higher', threshold: '60', cap: '120' },
};

describe('the indicator library (/targetCtl)', () => {
  it('keeps groups and indicators per kind, filtered by group, keyword and status', async () => {
    const group = await ok(hr.post<IndicatorGroup>('/targetCtl/saveGroup', { kind: 'kpi', name: '销售类' }));
    const kpi = await ok(hr.post<Indicator>('/targetCtl/save', { ...sales, groupId: group.id }));
    expect(kpi).toMatchObject({ groupName: '销售类', status: 1, uses: 0, keyResults: [] });
    await ok(
      hr.post('/targetCtl/save', {
        kind: 'competency',
        name: '团队协作',
        levels: [
          { name: '卓越', score: '100' },
          { name: '良好', score: '80' },
        ],
      }),
    );
    const byGroup = await ok(hr.post<{ list: Indicator[] }>('/targetCtl/selectPage', { groupId: group.id }));
    expect(byGroup.list.map((i) => i.name)).toEqual(['季度销售额']);
    const byWord = await ok(hr.post<{ total: number }>('/targetCtl/selectPage', { keyword: '协作' }));
    expect(byWord.total).toBe(1);
    // A KPI group cannot hold a competency; a group with indicators is not deleted.
    const wrong = await hr.post('/targetCtl/save', { kind: 'competency', name: 'x', groupId: group.id });
    expect(wrong.status).toBe(400);
    const full = await hr.post('/targetCtl/deleteGroup', { id: group.id });
    expect(full.body.message).toContain('还有 1 个指标');
  });

  it('refuses unsound rules and levels with Chinese messages', async () => {
    const cap = await hr.post('/targetCtl/save', {
      ...sales,
      name: '封顶不足',
      rule: { ...sales.rule, cap: '90' },
    });
    expect([cap.status, cap.body.message]).toEqual([400, '封顶值应在 100%–1000% 之间']);
    const steps = await hr.post('/targetCtl/save', {
      kind: 'kpi',
      name: '阶梯重复',
      rule: {
        kind: 'stepped',
        direction: 'higher',
        steps: [
          { from: '5', score: '80' },
          { from: '5', score: '90' },
        ],
      },
    });
    expect(steps.body.message).toBe('阶梯的起点 5 重复了，每个阶梯的起点应不同');
    const one = await hr.post('/targetCtl/save', {
      kind: 'competency',
      name: '单等级',
      levels: [{ name: '好', score: '80' }],
    });
    expect(one.body.message).toBe('能力素质至少需要 2 个等级');
  });

  it('previews a rule with the engine: actual 92 of 100 scores 92.00, 135 is capped at 120.00', async () => {
    const preview = (actual: string, rule: object = sales.rule) =>
      ok(hr.post<RulePreview>('/targetCtl/previewRule', { rule, actual }));
    expect(await preview('92')).toEqual({ score: '92.00', problem: null });
    expect((await preview('135')).score).toBe('120.00');
    expect(await preview('92', { ...sales.rule, target: '0' })).toEqual({
      score: null,
      problem: '目标值必须大于 0',
    });
  });

  it('disables a used indicator instead of deleting it', async () => {
    const used = await ok(hr.post<Indicator>('/targetCtl/save', { ...sales, name: '回款额' }));
    const cycle = await w.insertCycle();
    const { items } = await w.insertSheet(cycle.id, w.lilei, 1);
    await w.db
      .update(perfSheetItems)
      .set({ indicatorId: used.id })
      .where(eq(perfSheetItems.id, items[0]!.id));
    const refused = await hr.post('/targetCtl/delete', { id: used.id });
    expect(refused.body.message).toBe('指标「回款额」已被 1 份考核表使用，不能删除，可以停用');
    const disabled = await ok(hr.post<Indicator>('/targetCtl/setStatus', { id: used.id, status: 2 }));
    expect(disabled).toMatchObject({ status: 2, uses: 1 });
    const unused = await ok(hr.post<Indicator>('/targetCtl/save', { ...sales, name: '临时指标' }));
    expect((await ok(hr.post('/targetCtl/delete', { id: unused.id }))) as object).toEqual({ deleted: 1 });
  });

  it('imports all rows or none, with row-numbered errors, and exports labels', async () => {
    const header = [
      '类型',
      '分组',
      '名称',
      '评分方式',
      '目标值',
      '方向',
      '门槛(%)',
      '封顶(%)',
      '阶梯',
      '关键结果',
      '等级',
    ];
    const count = async () =>
      (await w.db.select().from(perfIndicators).where(eq(perfIndicators.compId, w.a.compId))).length;
    const before = await count();
    const bad = await hr.upload<{ errors: { row: number; message: string }[] }>(
      '/targetCtl/import',
      await buildXlsx([
        header,
        ['KPI', '导入组', '导入甲', '线性计算', '50', '越高越好', '', '', '', '', ''],
        ['KPI', '导入组', '导入乙', '线性计算', 'abc', '越高越好', '', '', '', '', ''],
        ['能力素质', '', '导入丙', '', '', '', '', '', '', '', '卓越:100'],
        ['指标', '', '导入丁', '', '', '', '', '', '', '', ''],
      ]),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toEqual([
      { row: 3, field: 'target', message: '「目标值」应为数字（最多四位小数），实际为「abc」' },
      { row: 4, field: 'name', message: '能力素质至少需要 2 个等级' },
      { row: 5, field: 'kind', message: '类型「指标」无效，可填：KPI、OKR、能力素质' },
    ]);
    expect(await count()).toBe(before);

    const good = await ok(
      hr.upload<{ imported: number }>(
        '/targetCtl/import',
        await buildXlsx([
          header,
          ['KPI', '导入组', '导入甲', '阶梯计分', '', '越低越好', '', '', '0:100;2:80', '', ''],
          ['OKR', '', '导入乙', '', '', '', '', '', '', '签约 3 家；发布 2 个案例', ''],
          ['能力素质', '通用能力', '导入丙', '', '', '', '', '', '', '', '卓越:100:超出预期;合格:60'],
        ]),
      ),
    );
    expect(good.imported).toBe(3);
    const imported = await ok(hr.post<{ list: Indicator[] }>('/targetCtl/selectPage', { keyword: '导入' }));
    expect(imported.list.find((i) => i.name === '导入乙')?.keyResults).toEqual([
      '签约 3 家',
      '发布 2 个案例',
    ]);
    expect(imported.list.find((i) => i.name === '导入丙')?.levels[0]).toEqual({
      name: '卓越',
      score: '100',
      description: '超出预期',
    });

    const file = await hr.download('/targetCtl/export', { keyword: '导入' });
    expect(fileNameOf(file.headers['content-disposition'])).toMatch(/^指标库_\d{14}\.xlsx$/);
    const rows = await readXlsx(file.rawPayload);
    expect(rows[0]).toEqual(expect.arrayContaining(['类型', '评分方式', '状态']));
    expect(rows.slice(1).map((r) => [r[0], r[2]])).toEqual(
      expect.arrayContaining([
        ['KPI', '导入甲'],
        ['能力素质', '导入丙'],
      ]),
    );
    const template = await hr.fetchFile('/targetCtl/importTemplate');
    expect((await readXlsx(template.rawPayload))[0]).toContain('关键结果');
  });
});

describe('templates (/plan/template)', () => {
  const body = (name: string, config = TEST_TEMPLATE) => ({ name, config });

  it('saves, copies, disables and refuses to delete a template a cycle uses', async () => {
    const saved = await ok(hr.post<Template>('/plan/template/save', body('研发季度考核')));
    expect(saved).toMatchObject({ status: 1, cycles: 0 });
    const copy = await ok(hr.post<Template>('/plan/template/copy', { id: saved.id }));
    expect(copy.name).toBe('研发季度考核（副本）');
    const off = await ok(hr.post<Template>('/plan/template/setStatus', { id: copy.id, status: 2 }));
    await expect(activeTemplateOf(w.db, w.a.compId, off.id)).rejects.toMatchObject({
      key: 'performance.template.disabled',
    });
    expect((await activeTemplateOf(w.db, w.a.compId, saved.id)).config.sections).toHaveLength(2);
    expect(await ok(hr.post('/plan/template/delete', { id: copy.id }))).toEqual({ deleted: 1 });

    // The world's template has a cycle: it can change but not go away.
    await w.insertCycle();
    const list = await ok(hr.get<{ list: Template[] }>('/plan/template/list'));
    const used = list.list.find((x) => x.id === w.templateId)!;
    expect(used.cycles).toBeGreaterThan(0);
    const edited = await ok(
      hr.post<Template>('/plan/template/save', {
        id: used.id,
        version: used.version,
        ...body('销售季度考核（新）'),
      }),
    );
    expect(edited.version).toBe(used.version + 1);
    const refused = await hr.post('/plan/template/delete', { id: used.id });
    expect(refused.body.message).toContain('不能删除');
  });

  it('checks weights and designated reviewers on the server', async () => {
    const sections = [TEST_TEMPLATE.sections[0]!, { ...TEST_TEMPLATE.sections[1]!, weight: '20' }];
    const weights = await hr.post('/plan/template/save', body('权重不足', { ...TEST_TEMPLATE, sections }));
    expect([weights.status, weights.body.message]).toEqual([
      400,
      '考核维度的权重合计必须等于 100%，当前为 90%',
    ]);
    const designated = (userIds: number[]) => ({
      ...TEST_TEMPLATE,
      reviewers: [
        { relation: 'manager' as const, weight: '60', userIds: [] },
        { relation: 'designated' as const, weight: '40', userIds },
      ],
    });
    // Company B's owner is nobody of company A.
    const foreign = await hr.post('/plan/template/save', body('指定外人', designated([w.b.ownerId])));
    expect(foreign.body.message).toBe('指定评分人必须是本企业在职员工');
    await ok(hr.post('/plan/template/save', body('指定王经理', designated([w.manager.userId]))));
  });
});

describe('who may use the library', () => {
  it('refuses ordinary staff and hides company A from company B', async () => {
    for (const url of ['/targetCtl/groups', '/plan/template/list']) {
      expect((await w.lilei.api.get(url)).status).toBe(403);
    }
    expect((await w.lilei.api.post('/targetCtl/save', sales)).status).toBe(403);
    const mine = await ok(hr.post<Indicator>('/targetCtl/save', { ...sales, name: '甲公司指标' }));
    const b = w.b.api;
    expect((await ok(b.post<{ total: number }>('/targetCtl/selectPage', {}))).total).toBe(0);
    expect((await b.post('/targetCtl/setStatus', { id: mine.id, status: 2 })).status).toBe(404);
    expect((await b.post('/plan/template/copy', { id: w.templateId })).status).toBe(404);
    expect((await ok(b.get<{ list: Template[] }>('/plan/template/list'))).list).toEqual([]);
  });
});
