import type {
  CustomFields,
  ImportError,
  MyStaffArchive,
  StaffArchive,
  StaffArchiveDetail,
  TimelineEntry,
} from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildXlsx, type Caller, readXlsx } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { setUpArchives } from './test-archives.ts';

const P = '/staffArchive';
let t: TestApp;
let world: Awaited<ReturnType<typeof setUpArchives>>;
let zh: Caller;

beforeAll(async () => {
  t = await createTestApp();
  world = await setUpArchives(t);
  zh = world.zh(world.a.api.token);
});
afterAll(() => t.close());

type Problems = { fields: { field: string; message: string }[] };
type Detail = StaffArchiveDetail & { custom: Record<string, unknown> };

/** Company A's fields once defined: label -> key, and option label -> value. */
const keys: Record<string, string> = {};
const options: Record<string, string> = {};
const k = (label: string) => keys[label]!;
const o = (label: string) => options[label]!;

const definitions = async (as: Caller) => (await as.get<CustomFields>(`${P}/customFields`)).body;
const detail = async (id: number) => (await world.a.api.get<Detail>(`${P}/getStaffArchive/${id}`)).body.data;
const update = (body: object, as: Caller = zh) => as.post<Detail & Problems>(`${P}/updateStaffArchive`, body);

describe('custom fields of the staff archive', () => {
  it('lets HR who may change archives define them; plain staff cannot read them', async () => {
    expect((await definitions(world.a.api)).data).toEqual({ version: 0, fields: [], canEdit: true });
    expect((await definitions(world.hrmAdmin.api)).data.canEdit).toBe(true);
    expect((await world.plainStaff.api.get(`${P}/customFields`)).status).toBe(403);
    const saved = await world.a.api.post<CustomFields>(`${P}/saveCustomFields`, {
      version: 0,
      fields: [
        { label: '籍贯', kind: 'text', required: true, maxLength: 20 },
        { label: '血型', kind: 'select', showInList: true, options: [{ label: 'A型' }, { label: 'B型' }] },
        { label: '技能', kind: 'multiSelect', options: [{ label: '驾驶' }, { label: 'Excel' }] },
      ],
    });
    expect(saved.status, saved.body.message).toBe(200);
    for (const field of saved.body.data.fields) {
      keys[field.label] = field.key;
      for (const option of 'options' in field ? field.options : []) options[option.label] = option.value;
    }
    expect(Object.keys(keys)).toEqual(['籍贯', '血型', '技能']);
  });

  it('updates an archive’s custom values as a patch, listed and kept in the timeline with labels', async () => {
    const { id, version, ethnicity } = await detail(world.archives.plain.id);
    const first = await update({
      id,
      version,
      custom: { [k('籍贯')]: ' 浙江杭州 ', [k('血型')]: o('A型'), [k('技能')]: [o('驾驶'), o('Excel')] },
    });
    expect(first.status, first.body.message).toBe(200);
    expect(first.body.data.custom).toEqual({
      [k('籍贯')]: '浙江杭州',
      [k('血型')]: o('A型'),
      [k('技能')]: [o('驾驶'), o('Excel')],
    });
    // A patch: the other values stay, an emptied optional one goes, declared fields are untouched.
    const second = await update({
      id,
      version: version + 1,
      custom: { [k('技能')]: null, [k('血型')]: o('B型') },
    });
    expect(second.status, second.body.message).toBe(200);
    expect(second.body.data.custom).toEqual({ [k('籍贯')]: '浙江杭州', [k('血型')]: o('B型') });
    expect(second.body.data.ethnicity).toBe(ethnicity);

    const page = await world.a.api.post<{ list: (StaffArchive & { custom: object })[] }>(`${P}/selectPage`, {
      pageSize: 50,
    });
    expect(page.body.data.list.find((row) => row.id === id)!.custom).toEqual(second.body.data.custom);

    const timeline = await zh.get<TimelineEntry[]>(`${P}/selectTimeline/${id}`);
    expect(timeline.body.data[0]!.changes).toEqual(
      expect.arrayContaining([
        { field: `custom.${k('血型')}`, label: '血型', before: 'A型', after: 'B型' },
        { field: `custom.${k('技能')}`, label: '技能', before: '驾驶、Excel', after: null },
      ]),
    );
    expect(timeline.body.data[1]!.changes).toContainEqual({
      field: `custom.${k('籍贯')}`,
      label: '籍贯',
      before: null,
      after: '浙江杭州',
    });
  });

  it('refuses emptying a required field, an option the field lacks and an unknown key, in Chinese', async () => {
    const { id, version } = await detail(world.archives.plain.id);
    const refused = await update({
      id,
      version,
      ethnicity: '汉族',
      custom: { [k('籍贯')]: '', [k('血型')]: 'o_nope0000' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.fields).toEqual([
      { field: `custom.${k('籍贯')}`, message: '籍贯：不能为空' },
      { field: `custom.${k('血型')}`, message: '血型：不是可选的选项' },
    ]);
    const unknown = await update({ id, version, custom: { cf_zzzzzzzz: '1' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.fields[0]!.field).toBe('custom.cf_zzzzzzzz');
    const after = await detail(id);
    expect(after.version).toBe(version);
    expect(after.ethnicity).not.toBe('汉族');
  });

  it('shows the employee their own values and the company’s fields on 我的', async () => {
    const mine = await world.plainStaff.api.get<MyStaffArchive & { archive: { custom: object } }>(
      `${P}/getMyStaffArchive`,
    );
    expect(mine.body.data.customFields.map((f) => f.label)).toEqual(['籍贯', '血型', '技能']);
    expect(mine.body.data.archive.custom).toEqual({ [k('籍贯')]: '浙江杭州', [k('血型')]: o('B型') });
  });

  it('imports custom columns by label (blank keeps the value) and names a wrong choice', async () => {
    const template = await zh.fetchFile(`${P}/importTemplate`);
    const [header] = await readXlsx(template.rawPayload);
    expect(header).toEqual(expect.arrayContaining(['籍贯', '血型', '技能']));
    const wrong = await zh.upload<{ errors: ImportError[] }>(
      `${P}/import`,
      await buildXlsx([
        ['工号', '籍贯', '血型'],
        ['A001', null, 'C型'],
      ]),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.data.errors).toEqual([
      { row: 2, field: `custom.${k('血型')}`, message: expect.stringContaining('C型') },
    ]);
    const done = await zh.upload<{ imported: number }>(
      `${P}/import`,
      await buildXlsx([
        ['工号', '籍贯', '技能'],
        ['A001', null, 'excel、驾驶'],
        ['A002', '江苏南京', null],
      ]),
    );
    expect(done.status, done.body.message).toBe(200);
    expect((await detail(world.archives.plain.id)).custom).toEqual({
      [k('籍贯')]: '浙江杭州',
      [k('血型')]: o('B型'),
      [k('技能')]: [o('Excel'), o('驾驶')],
    });
    expect((await detail(world.archives.admin.id)).custom).toEqual({ [k('籍贯')]: '江苏南京' });
  });

  it('keeps each company’s fields and archives to itself', async () => {
    const b = world.b.api;
    expect((await definitions(b)).data.fields).toEqual([]);
    const { id, version } = await detail(world.archives.plain.id);
    expect((await update({ id, version, custom: { [k('籍贯')]: '北京' } }, b)).status).toBe(404);
    expect((await detail(id)).custom[k('籍贯')]).toBe('浙江杭州');
  });
});
