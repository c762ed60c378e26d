import type { Department, ImportError, ResourcePage } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../core/resources/schema.ts';
import { buildXlsx, caller, fileNameOf, readXlsx, setUpTenants } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

const P = '/cCompDepartment';
let t: TestApp;
let tenants: Awaited<ReturnType<typeof setUpTenants>>;
beforeAll(async () => {
  t = await createTestApp();
  tenants = await setUpTenants(t);
});
afterAll(() => t.close());

const total = async () =>
  (await tenants.a.api.post<ResourcePage<Department>>(`${P}/selectPage`, {})).body.data.total;

describe('departments: export', () => {
  it('writes names, not ids, under a header in the caller language, named in China time', async () => {
    const { api } = tenants.a;
    const root = (await api.post<Department>(`${P}/insert`, { name: 'Operations', sort: 2 })).body.data;
    await api.post(`${P}/insert`, { name: 'Logistics', parentId: root.id, sort: 1 });
    await api.post(`${P}/insert`, { name: 'Marketing' });

    const file = await api.download(`${P}/export`, { name: 'o', sortField: 'name' });
    expect(fileNameOf(file.headers['content-disposition'])).toMatch(/^Departments_\d{14}\.xlsx$/);
    const rows = await readXlsx(file.rawPayload);
    expect(rows[0]).toEqual(['Department name', 'Parent department', 'Sort order', 'Head', 'Updated']);
    expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual([
      ['Logistics', 'Operations', 1],
      ['Operations', undefined, 2],
    ]);
    // Times are China's wall clock, written out.
    expect(String(rows[1]![4])).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const zh = await caller(t, tenants.a.api.token, 'zh-CN').download(`${P}/export`, {});
    expect(fileNameOf(zh.headers['content-disposition'])).toMatch(/^部门_\d{14}\.xlsx$/);
    expect((await readXlsx(zh.rawPayload))[0]).toEqual([
      '部门名称',
      '上级部门',
      '排序',
      '负责人',
      '更新时间',
    ]);
  });

  it('offers an import template: the header the import reads, an example row and instructions', async () => {
    const zh = caller(t, tenants.a.api.token, 'zh-CN');
    const file = await zh.fetchFile(`${P}/importTemplate`);
    expect(file.statusCode).toBe(200);
    expect(fileNameOf(file.headers['content-disposition'])).toBe('部门导入模板.xlsx');
    expect(await readXlsx(file.rawPayload)).toEqual([
      ['部门名称', '上级部门', '排序', '负责人'],
      ['人力资源部', undefined, 1],
    ]);
    const guide = await readXlsx(file.rawPayload, 1);
    expect(guide.slice(0, 4)).toEqual([
      ['列名', '是否必填', '填写要求'],
      ['部门名称', '必填', '不超过50个字'],
      ['上级部门', '选填', '填写已有的名称'],
      ['排序', '选填', '填写0到99999之间的整数'],
    ]);
    expect((await tenants.plainStaff.api.fetchFile(`${P}/importTemplate`)).statusCode).toBe(403);
  });
});

describe('departments: import', () => {
  it('imports every row of a valid sheet and audits each one', async () => {
    const before = await total();
    const sheet = await buildXlsx([
      ['部门名称', 'Sort order', 'Remarks'],
      ['  Imported A ', '3'],
      [],
      ['Imported B', 4],
    ]);
    const res = await tenants.a.api.upload<{ imported: number }>(`${P}/import`, sheet);
    expect(res.status, res.body.message).toBe(200);
    expect(res.body.data).toEqual({ imported: 2 });
    expect(await total()).toBe(before + 2);
    const page = await tenants.a.api.post<ResourcePage<Department>>(`${P}/selectPage`, { name: 'imported' });
    expect(page.body.data.list.map((d) => [d.name, d.sort])).toEqual([
      ['Imported A', 3],
      ['Imported B', 4],
    ]);
    const audited = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import'), eq(auditLog.compId, tenants.a.compId)));
    expect(audited).toHaveLength(2);
  });

  it('takes a parent by its name, and reports a name that is not a department of the company', async () => {
    const { api } = tenants.a;
    await api.post(`${P}/insert`, { name: 'Finance' });
    await tenants.b.api.post(`${P}/insert`, { name: 'Only in B' });
    const sheet = await buildXlsx([
      ['部门名称', '上级部门'],
      ['Accounts payable', 'Finance'],
    ]);
    expect((await api.upload(`${P}/import`, sheet)).body.data).toEqual({ imported: 1 });
    const child = await api.post<ResourcePage<Department>>(`${P}/selectPage`, { name: 'Accounts payable' });
    expect(child.body.data.list[0]).toMatchObject({ parentName: 'Finance' });

    const foreign = await buildXlsx([
      ['部门名称', '上级部门'],
      ['Stolen child', 'Only in B'],
    ]);
    const zh = await caller(t, api.token, 'zh-CN').upload<{ errors: ImportError[] }>(`${P}/import`, foreign);
    expect(zh.body.data.errors).toEqual([
      { row: 2, field: 'parentId', message: '找不到名为“Only in B”的上级部门' },
    ]);
  });

  it('reports every invalid row and imports nothing', async () => {
    const before = await total();
    const other = (await tenants.b.api.post<Department>(`${P}/insert`, { name: 'Elsewhere' })).body.data;
    const sheet = await buildXlsx([
      ['Department name', 'Sort order'],
      ['Fine row', 1],
      [null, 2],
      ['x'.repeat(51), 'first'],
    ]);
    const res = await tenants.a.api.upload<{ errors: ImportError[] }>(`${P}/import`, sheet);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('3 errors found; nothing was imported');
    expect(res.body.data.errors).toEqual([
      { row: 3, field: 'name', message: 'is required' },
      { row: 4, field: 'name', message: 'must be at most 50 long' },
      { row: 4, field: 'sort', message: 'must be a number' },
    ]);
    const ruled = await buildXlsx([
      ['Department name', 'Parent department'],
      ['Orphan', other.name],
    ]);
    const zh = await caller(t, tenants.a.api.token, 'zh-CN').upload<{ errors: ImportError[] }>(
      `${P}/import`,
      ruled,
    );
    expect(zh.body.data.errors).toEqual([
      { row: 2, field: 'parentId', message: '找不到名为“Elsewhere”的上级部门' },
    ]);
    expect(await total()).toBe(before);
  });

  it('refuses files that are not a sheet of departments', async () => {
    const { api } = tenants.a;
    expect((await api.upload(`${P}/import`, Buffer.from('not a zip'))).body.message).toBe(
      'The file cannot be read; upload an .xlsx file like the one the export produces',
    );
    const unrelated = await buildXlsx([['Colour'], ['red']]);
    expect((await api.upload(`${P}/import`, unrelated)).status).toBe(400);
    const headerOnly = await buildXlsx([['Department name']]);
    expect((await api.upload(`${P}/import`, headerOnly)).body.message).toBe('The file has no data rows');
    const wrongField = await api.upload(`${P}/import`, headerOnly, 'sheet');
    expect(wrongField.body.message).toBe('Upload one .xlsx file in the "file" field');
    expect((await tenants.plainStaff.api.upload(`${P}/import`, headerOnly)).status).toBe(403);
  });

  it('refuses oversized files and zip bombs before unpacking them (issue 14, item 2)', async () => {
    const { api } = tenants.a;
    const before = await total();
    // An .xlsx whose one entry inflates to 110 MB: about 110 KB on the wire.
    const bomb = Buffer.from(
      zipSync({ 'xl/worksheets/sheet1.xml': new Uint8Array(110 * 1024 * 1024) }, { level: 1 }),
    );
    const exploded = await api.upload(`${P}/import`, bomb);
    expect(exploded.status).toBe(413);
    expect(exploded.body.message).toBe(
      'The file is too large: at most 10 MB, and 100 MB once unpacked; import it in parts',
    );
    const huge = await api.upload(`${P}/import`, Buffer.alloc(11 * 1024 * 1024, 1));
    expect(huge.status).toBe(413);
    expect(await total()).toBe(before);
  });
});
