import {
  type CustomFields,
  type ResourceContract,
  resourceRowBase,
  type TimelineEntry,
  updateSchemaOf,
} from '@renli/contracts';
import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { timestamps } from '../../db/columns.ts';
import { serverModules } from '../../modules/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import type { ResourceActor } from '../actor.ts';
import { defineModule } from '../module.ts';
import { defineResource, type ResourceAction } from './define.ts';
import { customValuesColumn } from './schema.ts';
import { buildXlsx, type Caller, caller, readXlsx, setUpTenants } from './test-fixtures.ts';

// Custom fields through a throw-away company resource (an archive of people) whose table the test
// creates: turning them on is `customFields: true` in the contract and a `custom` column.
const archives = pgTable('custom_field_archives', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  compId: integer('comp_id').notNull(),
  name: text('name').notNull(),
  custom: customValuesColumn(),
  version: integer('version').notNull().default(1),
  ...timestamps,
});

const create = z.object({ name: z.string().trim().min(1).max(30) });
const contract = {
  prefix: '/customFieldArchive',
  name: 'customFieldArchive',
  title: { 'zh-CN': '档案', en: 'Archives' },
  customFields: true,
  schemas: {
    row: resourceRowBase.extend({ name: z.string() }),
    create,
    update: updateSchemaOf(create),
    filter: z.object({ name: z.string().max(30).optional() }),
  },
  sortFields: ['name'],
  fields: {
    name: { label: { 'zh-CN': '姓名', en: 'Name' }, in: ['list', 'filter', 'form', 'detail', 'export'] },
  },
} as const satisfies ResourceContract;

/** Everyone in the company reads; the company account and staff admins write. */
const policy = (actor: ResourceActor, action: ResourceAction) =>
  action === 'read' || action === 'export' || actor.isCompany || actor.staffAdmin;

const resource = defineResource({
  contract,
  table: archives,
  tenant: 'compId',
  policy,
  searchable: ['name'],
  softDelete: null,
  defaultSort: { field: 'id', order: 'ascend' },
  sample: { create: () => ({ name: '样本' }) },
});

const P = contract.prefix;
let t: TestApp;
let tenants: Awaited<ReturnType<typeof setUpTenants>>;
let owner: Caller;
let zh: Caller;
beforeAll(async () => {
  t = await createTestApp(
    {},
    { modules: [...serverModules, defineModule({ name: 'customFieldTest', resources: [resource] })] },
  );
  await t.deps.db.execute(sql`
    create table custom_field_archives (
      id integer primary key generated always as identity,
      comp_id integer not null,
      name text not null,
      custom jsonb not null default '{}',
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
  tenants = await setUpTenants(t);
  owner = tenants.a.api;
  zh = caller(t, owner.token, 'zh-CN');
});
afterAll(() => t.close());

type Row = { id: number; version: number; name: string; custom: Record<string, unknown> };
type Problems = { fields: { field: string; message: string }[] };

const definitions = async (api: Caller) => (await api.get<CustomFields>(`${P}/customFields`)).body;
const saveFields = (api: Caller, version: number, fields: object[]) =>
  api.post<CustomFields & Problems>(`${P}/saveCustomFields`, { version, fields });
const insert = (api: Caller, body: object) => api.post<Row & Problems>(`${P}/insert`, body);
const stored = async (id: number) =>
  (await t.deps.db.select().from(archives).where(eq(archives.id, id)))[0]!.custom;

/** Company A's fields once defined: label -> key, and option label -> value. */
const keys: Record<string, string> = {};
const options: Record<string, string> = {};
const k = (label: string) => keys[label]!;
const o = (label: string) => options[label]!;
let version = 0;

describe('defining custom fields', () => {
  it('lets the company account save an ordered list; keys and option values are the server’s', async () => {
    expect(await definitions(owner)).toMatchObject({
      code: 200,
      data: { version: 0, fields: [], canEdit: true },
    });
    const saved = await saveFields(owner, 0, [
      { label: '籍贯', kind: 'text', required: true, maxLength: 20 },
      { label: '身高', kind: 'number', precision: 1, showInList: true },
      { label: '血型', kind: 'select', options: [{ label: 'A型' }, { label: 'B型' }] },
      { label: '技能', kind: 'multiSelect', options: [{ label: '驾驶' }, { label: 'Excel' }] },
      { label: '入党日期', kind: 'date' },
    ]);
    expect(saved.status, saved.body.message).toBe(200);
    version = saved.body.data.version;
    expect(version).toBe(1);
    for (const field of saved.body.data.fields) {
      expect(field.key).toMatch(/^cf_[a-z0-9]{8}$/);
      keys[field.label] = field.key;
      for (const option of 'options' in field ? field.options : []) options[option.label] = option.value;
    }
    expect(saved.body.data.fields.map((f) => [f.label, f.kind, f.required, f.showInList])).toEqual([
      ['籍贯', 'text', true, false],
      ['身高', 'number', false, true],
      ['血型', 'select', false, false],
      ['技能', 'multiSelect', false, false],
      ['入党日期', 'date', false, false],
    ]);
  });

  it('shows them to every reader of the records, but only writers who administer staff change them', async () => {
    const staff = await definitions(tenants.plainStaff.api);
    expect(staff.data).toMatchObject({ version: 1, canEdit: false });
    expect(staff.data.fields).toHaveLength(5);
    const refused = await caller(t, tenants.plainStaff.api.token, 'zh-CN').post(`${P}/saveCustomFields`, {
      version: 1,
      fields: [],
    });
    expect(refused.status).toBe(403);
    expect((await definitions(tenants.staffAdmin.api)).data.canEdit).toBe(true);
  });

  it('refuses a stale version with 409, changing nothing', async () => {
    const stale = await zh.post(`${P}/saveCustomFields`, { version: 0, fields: [] });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('自定义字段已被他人修改，请刷新后重试');
    expect((await definitions(owner)).data.fields).toHaveLength(5);
  });

  it('refuses a built-in field’s name and a name used twice, in Chinese', async () => {
    const res = await zh.post<Problems>(`${P}/saveCustomFields`, {
      version,
      fields: [
        { label: '姓名', kind: 'text' },
        { label: '学历', kind: 'text' },
        { label: '学历', kind: 'textarea' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('“姓名”与系统字段重名，请换一个名称');
    expect(res.body.data.fields.map((f) => f.message)).toEqual([
      '“姓名”与系统字段重名，请换一个名称',
      '字段名称“学历”重复',
    ]);
  });

  it('keeps each company’s fields to itself: another company never sees or changes them', async () => {
    const b = tenants.b.api;
    expect((await definitions(b)).data).toEqual({ version: 0, fields: [], canEdit: true });
    // B saving against A's version saves nothing of A's: B has no list yet.
    expect((await saveFields(b, version, [{ label: '籍贯', kind: 'text' }])).status).toBe(409);
    const own = await saveFields(b, 0, [{ label: '工牌号', kind: 'text' }]);
    expect(own.body.data.fields.map((f) => f.label)).toEqual(['工牌号']);
    expect((await definitions(owner)).data.fields.map((f) => f.label)).not.toContain('工牌号');
    // A's keys are not B's: B's rows refuse them.
    const sneaked = await insert(b, { name: '乙', custom: { [k('籍贯')]: '杭州' } });
    expect(sneaked.status).toBe(400);
    expect(sneaked.body.data.fields).toEqual([{ field: `custom.${k('籍贯')}`, message: expect.any(String) }]);
  });
});

describe('custom values of rows', () => {
  let id: number;

  it('are checked on insert against the company’s fields: required, options, unknown keys, types', async () => {
    const missing = await zh.post<Problems>(`${P}/insert`, { name: '张三' });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('籍贯：不能为空');
    expect(missing.body.data.fields).toEqual([{ field: `custom.${k('籍贯')}`, message: '籍贯：不能为空' }]);

    const wrong = await zh.post<Problems>(`${P}/insert`, {
      name: '张三',
      custom: {
        [k('籍贯')]: '杭州',
        [k('血型')]: 'o_nothing',
        [k('身高')]: 175.55,
        cf_unknown1: 'x',
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.fields.map((f) => f.message)).toEqual([
      '自定义字段“cf_unknown1”不存在或已被删除，请刷新后重试',
      '身高：最多保留 1 位小数',
      '血型：不是可选的选项',
    ]);
    // A body bound: custom keys are the server's form, at most 50.
    expect((await insert(owner, { name: '张三', custom: { name: 'x' } })).status).toBe(400);
  });

  it('are stored normalised and answered on the row', async () => {
    const created = await insert(owner, {
      name: '张三',
      custom: {
        [k('籍贯')]: ' 浙江杭州 ',
        [k('身高')]: 175.5,
        [k('技能')]: [o('Excel'), o('驾驶'), o('Excel')],
        [k('入党日期')]: '2020-07-01',
      },
    });
    expect(created.status, created.body.message).toBe(200);
    id = created.body.data.id;
    const custom = {
      [k('籍贯')]: '浙江杭州',
      [k('身高')]: 175.5,
      [k('技能')]: [o('Excel'), o('驾驶')],
      [k('入党日期')]: '2020-07-01',
    };
    expect(created.body.data.custom).toEqual(custom);
    expect((await owner.get<Row>(`${P}/selectById/${id}`)).body.data.custom).toEqual(custom);
    const page = await owner.post<{ list: Row[] }>(`${P}/selectPage`, {});
    expect(page.body.data.list[0]!.custom).toEqual(custom);
  });

  it('are merged on update: the patch over the stored values, empty ones cleared, required kept', async () => {
    const updated = await owner.post<Row>(`${P}/update`, {
      id,
      version: 1,
      custom: { [k('身高')]: 180, [k('入党日期')]: null, [k('血型')]: o('B型') },
    });
    expect(updated.status, updated.body.message).toBe(200);
    expect(updated.body.data.custom).toEqual({
      [k('籍贯')]: '浙江杭州',
      [k('身高')]: 180,
      [k('技能')]: [o('Excel'), o('驾驶')],
      [k('血型')]: o('B型'),
    });
    const required = await zh.post(`${P}/update`, { id, version: 2, custom: { [k('籍贯')]: '' } });
    expect(required.status).toBe(400);
    expect(required.body.message).toBe('籍贯：不能为空');
    // An update without `custom` leaves the values alone.
    const renamed = await owner.post<Row>(`${P}/update`, { id, version: 2, name: '张三丰' });
    expect(renamed.body.data.custom[k('身高')]).toBe(180);
  });

  it('show in the timeline by label, options by their labels', async () => {
    const timeline = await zh.get<TimelineEntry[]>(`${P}/selectTimeline/${id}`);
    const update = timeline.body.data.find((e) => e.changes.some((c) => c.label === '身高'))!;
    expect(update.changes).toEqual(
      expect.arrayContaining([
        { field: `custom.${k('身高')}`, label: '身高', before: '175.5', after: '180' },
        { field: `custom.${k('入党日期')}`, label: '入党日期', before: '2020-07-01', after: null },
        { field: `custom.${k('血型')}`, label: '血型', before: null, after: 'B型' },
      ]),
    );
    const insertEntry = timeline.body.data.at(-1)!;
    expect(insertEntry.changes).toContainEqual({
      field: `custom.${k('技能')}`,
      label: '技能',
      before: null,
      after: 'Excel、驾驶',
    });
  });

  it('of a removed field stay stored but are no longer offered, and its key is refused', async () => {
    const current = (await definitions(owner)).data;
    const kept = current.fields.filter((f) => f.label !== '身高');
    const saved = await saveFields(owner, current.version, kept);
    expect(saved.status, saved.body.message).toBe(200);
    version = saved.body.data.version;
    expect(saved.body.data.fields.map((f) => f.label)).toEqual(['籍贯', '血型', '技能', '入党日期']);
    expect((await stored(id))[k('身高')]).toBe(180);
    const refused = await zh.post(`${P}/update`, { id, version: 3, custom: { [k('身高')]: 181 } });
    expect(refused.status).toBe(400);
    // The timeline still names it.
    const timeline = await owner.get<TimelineEntry[]>(`${P}/selectTimeline/${id}`);
    expect(timeline.body.data.flatMap((e) => e.changes).some((c) => c.label === '身高')).toBe(true);
    // Adding it again makes a new field: the old key is never reused.
    const again = await saveFields(owner, version, [
      ...saved.body.data.fields,
      { label: '身高', kind: 'number' },
    ]);
    version = again.body.data.version;
    const newKey = again.body.data.fields.find((f) => f.label === '身高')!.key;
    expect(newKey).not.toBe(k('身高'));
    keys.身高 = newKey;
  });
});

describe('custom fields in spreadsheets', () => {
  it('are exported as one column each, headed by label, with option labels and YYYY-MM-DD dates', async () => {
    await insert(owner, {
      name: '李四',
      custom: { [k('籍贯')]: '宁波', [k('入党日期')]: '2019-05-04', [k('血型')]: o('A型') },
    });
    const file = await zh.download(`${P}/export`, { name: '李四' });
    expect(file.statusCode).toBe(200);
    const rows = await readXlsx(file.rawPayload);
    expect(rows[0]).toEqual(['姓名', '籍贯', '血型', '技能', '入党日期', '身高']);
    expect(rows[1]).toEqual(['李四', '宁波', 'A型', undefined, '2019-05-04']);
  });

  it('are in the import template, with what each column takes', async () => {
    const template = await zh.fetchFile(`${P}/importTemplate`);
    expect((await readXlsx(template.rawPayload))[0]).toEqual([
      '姓名',
      '籍贯',
      '血型',
      '技能',
      '入党日期',
      '身高',
    ]);
    const guide = await readXlsx(template.rawPayload, 1);
    expect(guide.slice(2, 7)).toEqual([
      ['籍贯', '必填', '不超过20个字'],
      ['血型', '选填', '可填：A型、B型'],
      ['技能', '选填', '可填多个，用“、”分隔：驾驶、Excel'],
      ['入党日期', '选填', '日期，如 2026-01-31'],
      ['身高', '选填', '填写整数'],
    ]);
  });

  it('are imported by label, all or nothing, with the bad rows numbered', async () => {
    const before = (await owner.post<{ total: number }>(`${P}/selectPage`, {})).body.data.total;
    const header = ['姓名', '籍贯', '血型', '技能', '入党日期', '身高'];
    const bad = await zh.upload<{ errors: { row: number; field: string; message: string }[] }>(
      `${P}/import`,
      await buildXlsx([
        header,
        ['王五', '', 'A型', '', '', ''],
        ['赵六', '苏州', 'AB型', 'Excel、潜水', '2021/3/8', 172],
        ['钱七', '无锡', 'B型', '', '2021-02-30', ''],
      ]),
    );
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors).toEqual([
      { row: 2, field: `custom.${k('籍贯')}`, message: '籍贯：不能为空' },
      { row: 3, field: `custom.${k('血型')}`, message: '“AB型”不是可选的值，可填：A型、B型' },
      { row: 3, field: `custom.${k('技能')}`, message: '“潜水”不是可选的值，可填：驾驶、Excel' },
      {
        row: 4,
        field: `custom.${k('入党日期')}`,
        message: '入党日期：日期不正确，请填写如 2026-01-31 的日期',
      },
    ]);
    expect((await owner.post<{ total: number }>(`${P}/selectPage`, {})).body.data.total).toBe(before);

    const good = await owner.upload<{ imported: number }>(
      `${P}/import`,
      await buildXlsx([header, ['赵六', '苏州', 'b型', 'excel，驾驶', '2021/3/8', 172]]),
    );
    expect(good.status, good.body.message).toBe(200);
    expect(good.body.data.imported).toBe(1);
    const page = await owner.post<{ list: Row[] }>(`${P}/selectPage`, { name: '赵六' });
    expect(page.body.data.list[0]!.custom).toEqual({
      [k('籍贯')]: '苏州',
      [k('血型')]: o('B型'),
      [k('技能')]: [o('Excel'), o('驾驶')],
      [k('入党日期')]: '2021-03-08',
      [k('身高')]: 172,
    });
  });
});

describe('declaring custom fields', () => {
  it('is refused at start without a `custom` column, or on a resource that is not a company’s', async () => {
    const plain = pgTable('custom_field_plain', {
      id: integer('id').primaryKey(),
      compId: integer('comp_id'),
      version: integer('version'),
    });
    const start = (declared: object) =>
      createTestApp({}, { modules: [defineModule({ name: 'x', resources: [declared as typeof resource] })] });
    await expect(start({ ...resource, table: plain })).rejects.toThrow(/need a `custom` column/);
    await expect(
      start({ ...resource, contract: { ...contract, scope: 'platform' }, scope: 'platform' }),
    ).rejects.toThrow(/only company resources can have custom fields/);
  });
});
