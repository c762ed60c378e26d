import { SHEET_STATUS, type TemplateConfig } from '@renli/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { perfCycles, perfSheetItems, perfSheets } from '../cycles/schema.ts';
import { type PerfWorld, perfWorld, TEST_TEMPLATE } from '../test-world.ts';
import { review360ScoreOf } from './results.ts';
import { perfRaterAnswers } from './schema.ts';

// 360 reviews (docs/product/performance.md, "360"): raters with minimums, anonymous answers,
// one-time external links, results behind the anonymity threshold, and the section's score.

/** The standard template with a 360 section: KPI 60 %, competencies 20 %, 360 20 %. */
const WITH_360: TemplateConfig = {
  ...TEST_TEMPLATE,
  sections: [
    { kind: 'kpi', name: '业绩指标', weight: '60' },
    { kind: 'competency', name: '能力素质', weight: '20' },
    { kind: 'review360', name: '360 评估', weight: '20' },
  ],
  raterMinimums: { peer: 3, subordinate: 0, superior: 1, external: 0 },
};

let t: TestApp;
let w: PerfWorld;
let sheetId: number;
let otherSheetId: number;
let itemId: number;
let people: Record<'zhang' | 'li' | 'outsider', Awaited<ReturnType<PerfWorld['hire']>>>;

beforeAll(async () => {
  t = await createTestApp();
  w = await perfWorld(t);
  const cycle = await w.insertCycle('selfReview');
  await w.db.update(perfCycles).set({ config: WITH_360 }).where(eq(perfCycles.id, cycle.id));
  const { sheet } = await w.insertSheet(cycle.id, w.lilei, SHEET_STATUS.selfReview);
  sheetId = sheet.id;
  const [item] = await w.db
    .insert(perfSheetItems)
    .values({
      compId: w.a.compId,
      sheetId,
      section: 2,
      sectionKind: 'review360',
      name: '综合评价',
      weight: '100',
    })
    .returning();
  itemId = item!.id;
  otherSheetId = (await w.insertSheet(cycle.id, w.hanmeimei, SHEET_STATUS.selfReview)).sheet.id;
  people = {
    zhang: await w.hire({ name: '张同事', deptId: w.sales }),
    li: await w.hire({ name: '李同事', deptId: w.sales }),
    outsider: await w.hire({ name: '外部门', deptId: w.office }),
  };
});
afterAll(() => t?.close());

const lilei = () => w.lilei.api;
const questionIds = async (id: number) =>
  (await w.db.select().from(perfSheetItems).where(eq(perfSheetItems.sheetId, id)))
    .filter((i) => i.sectionKind === 'competency')
    .map((i) => i.id);
const add = (body: object) =>
  lilei().post<{ raters: { id: number; relation: string; status: number }[] }>('/performance/360/addRater', {
    sheetId,
    ...body,
  });

describe('360 reviews', () => {
  it('checks the raters: not the person rated, not twice, the minimums per relation before sending', async () => {
    expect((await add({ relation: 'peer', staffId: w.lilei.staffId })).status).toBe(400);
    expect((await add({ relation: 'peer', staffId: w.hanmeimei.staffId })).status).toBe(200);
    expect((await add({ relation: 'peer', staffId: w.hanmeimei.staffId })).status).toBe(400);
    expect((await add({ relation: 'peer', staffId: w.chenhui.staffId })).status).toBe(200);
    expect((await add({ relation: 'superior', staffId: w.manager.staffId })).status).toBe(200);
    const refused = await lilei().post('/performance/360/send', { sheetId });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/peer/);
    await add({ relation: 'peer', staffId: people.zhang.staffId });
    await add({ relation: 'superior', staffId: w.boss.staffId });
    await add({ relation: 'external', name: '客户王', mobile: '13912345678' });
    const listed = await add({ relation: 'peer', staffId: people.li.staffId });
    expect(listed.body.data.raters).toHaveLength(7);
    // A plain colleague may not nominate for someone else's sheet; HR may read it.
    expect((await people.outsider.api.post('/performance/360/raters', { sheetId })).status).toBe(404);
    expect((await w.admin.post('/performance/360/raters', { sheetId })).status).toBe(200);
  });

  it('sends: colleagues find the questionnaire in their inbox, the external rater gets a one-time link', async () => {
    const sent = await lilei().post<{ sent: number; links: { name: string; token: string }[] }>(
      '/performance/360/send',
      { sheetId },
    );
    expect(sent.status).toBe(200);
    expect(sent.body.data.sent).toBe(7);
    expect(sent.body.data.links.map((l) => l.name)).toEqual(['客户王']);
    const inbox = await w.hanmeimei.api.post<{ list: { raterId: number; staffName: string }[] }>(
      '/performance/360/inbox',
      {},
    );
    expect(inbox.body.data.list.map((e) => e.staffName)).toEqual(['李雷']);
    const form = await w.hanmeimei.api.post<{ questions: { itemId: number; name: string }[] }>(
      '/performance/360/questionnaire',
      { raterId: inbox.body.data.list[0]!.raterId },
    );
    expect(form.body.data.questions.map((q) => q.name)).toEqual(['综合评价']);
    // The external link opens once, without a session, and never again after its answers.
    const token = sent.body.data.links[0]!.token;
    const anon = (url: string, payload: object) => t.call({ method: 'POST', url, payload });
    expect((await anon('/performance/360/external/form', { token })).status).toBe(200);
    const answer = { token, answers: [{ itemId, score: '88' }] };
    expect((await anon('/performance/360/external/submit', answer)).status).toBe(200);
    expect((await anon('/performance/360/external/submit', answer)).status).toBe(404);
    expect((await anon('/performance/360/external/form', { token })).status).toBe(404);
  });

  it('stores answers once each, within the scale; results hide a relation under 3 and pool it', async () => {
    const answer = async (who: { api: PerfWorld['admin'] }, score: string) => {
      const inbox = await who.api.post<{ list: { raterId: number }[] }>('/performance/360/inbox', {});
      return who.api.post('/performance/360/submit', {
        raterId: inbox.body.data.list[0]!.raterId,
        answers: [{ itemId, score, comment: `评价${score}` }],
      });
    };
    expect((await answer(w.hanmeimei, '101')).status).toBe(400);
    expect((await answer(w.hanmeimei, '90')).status).toBe(200);
    expect((await answer(w.hanmeimei, '90')).status).toBe(400);
    await answer(w.chenhui, '84');
    await answer(people.zhang, '81');
    await answer(w.manager, '70');
    // Peers 90, 84, 81 (3: shown, 85.00); superior 70 and external 88 (1 each): pooled as 其他 of 2,
    // hidden; overall (90 + 84 + 81 + 70 + 88) ÷ 5 = 82.60.
    const results = await w.manager.api.post<{
      overall: string;
      groups: { relation: string; count: number; mean: string | null }[];
    }>('/performance/360/results', { sheetId });
    expect(results.body.data.overall).toBe('82.60');
    expect(results.body.data.groups).toEqual([
      { relation: 'peer', count: 3, mean: '85.00' },
      { relation: 'others', count: 2, mean: null },
    ]);
    expect(await review360ScoreOf(w.db, sheetId)).toBe('82.60');
    const [written] = await w.db.select().from(perfSheetItems).where(eq(perfSheetItems.id, itemId));
    expect(written!.score).toBe('82.6000');
  });

  it('never lets an answer be traced to its rater through any endpoint', async () => {
    const keys = (await w.db.select().from(perfRaterAnswers)).map((a) => a.submission);
    expect(new Set(keys).size).toBe(5);
    const inbox = await w.hanmeimei.api.post<{ list: { raterId: number }[] }>('/performance/360/inbox', {});
    const answers = await Promise.all([
      w.admin.post('/performance/360/raters', { sheetId }),
      w.admin.post('/performance/360/results', { sheetId }),
      w.admin.post('/performance/360/sheets', { cycleId: 1 }),
      lilei().post('/performance/360/sheets', {}),
      w.hanmeimei.api.post('/performance/360/questionnaire', { raterId: inbox.body.data.list[0]!.raterId }),
      Promise.resolve(inbox),
    ]);
    for (const answer of answers) {
      const text = JSON.stringify(answer.body);
      for (const key of keys) expect(text).not.toContain(key);
      expect(text).not.toMatch(/submission|createdAt|submittedAt|raterUserId/);
    }
    // Comments come sorted, not in the order given.
    const results = await w.admin.post<{ comments: string[] }>('/performance/360/results', { sheetId });
    expect(results.body.data.comments).toEqual(['评价70', '评价81', '评价84', '评价90']);
  });

  it('shows the results to the owner only once published, and 404s another company', async () => {
    expect((await lilei().post('/performance/360/results', { sheetId })).status).toBe(403);
    expect((await people.outsider.api.post('/performance/360/results', { sheetId })).status).toBe(404);
    const b = w.b.api;
    expect((await b.post('/performance/360/raters', { sheetId })).status).toBe(404);
    expect((await b.post('/performance/360/results', { sheetId })).status).toBe(404);
    expect(
      (await b.post('/performance/360/addRater', { sheetId, relation: 'peer', staffId: 1 })).status,
    ).toBe(404);
    const inbox = await w.hanmeimei.api.post<{ list: { raterId: number }[] }>('/performance/360/inbox', {});
    expect(
      (await b.post('/performance/360/questionnaire', { raterId: inbox.body.data.list[0]!.raterId })).status,
    ).toBe(404);
  });

  it('asks the competencies when the 360 section has no items of its own; reminds those pending', async () => {
    const own = (body: object) =>
      w.hanmeimei.api.post('/performance/360/addRater', { sheetId: otherSheetId, ...body });
    for (const who of [w.lilei, w.chenhui, people.zhang])
      await own({ relation: 'peer', staffId: who.staffId });
    await own({ relation: 'superior', staffId: w.manager.staffId });
    expect((await w.hanmeimei.api.post('/performance/360/send', { sheetId: otherSheetId })).status).toBe(200);
    const inbox = await w.lilei.api.post<{ list: { raterId: number }[] }>('/performance/360/inbox', {});
    const form = await w.lilei.api.post<{ questions: { name: string; levels: unknown[] }[] }>(
      '/performance/360/questionnaire',
      { raterId: inbox.body.data.list[0]!.raterId },
    );
    expect(form.body.data.questions.map((q) => [q.name, q.levels.length])).toEqual([['团队协作', 3]]);
    const reminded = await w.hanmeimei.api.post<{ count: number }>('/performance/360/remind', {
      sheetId: otherSheetId,
    });
    expect(reminded.body.data.count).toBe(4);
    // Once scoring is over (待校准) the questionnaire closes and the raters cannot change.
    await w.db
      .update(perfSheets)
      .set({ status: SHEET_STATUS.calibrating })
      .where(eq(perfSheets.id, otherSheetId));
    const late = await w.lilei.api.post('/performance/360/submit', {
      raterId: inbox.body.data.list[0]!.raterId,
      answers: [{ itemId: (await questionIds(otherSheetId))[0], score: '80' }],
    });
    expect(late.status).toBe(400);
    expect((await w.hanmeimei.api.post('/performance/360/remind', { sheetId: otherSheetId })).status).toBe(
      400,
    );
  });
});
