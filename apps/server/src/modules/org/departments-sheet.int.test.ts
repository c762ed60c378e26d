import type { Department, ImportError, ResourcePage } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../core/resources/schema.ts';
import { buildXlsx, caller, readXlsx, setUpTenants } from '../../core/resources/test-fixtures.ts';
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
  it('writes the filtered rows under a header in the caller language, named with a timestamp', async () => {
    const { api } = tenants.a;
    const root = (await api.post<Department>(`${P}/insert`, { name: 'Operations', sort: 2 })).body.data;
    await api.post(`${P}/insert`, { name: 'Logistics', parentId: root.id, sort: 1 });
    await api.post(`${P}/insert`, { name: 'Marketing' });

    const file = await api.download(`${P}/export`, { name: 'o', sortField: 'name' });
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="department-\d{14}\.xlsx"$/);
    const rows = await readXlsx(file.rawPayload);
    expect(rows[0]).toEqual(['ID', 'Department name', 'Parent department ID', 'Sort order', 'Updated at']);
    expect(rows.slice(1).map((r) => r.slice(1, 4))).toEqual([
      ['Logistics', root.id, 1],
      ['Operations', undefined, 2],
    ]);

    const zh = await caller(t, tenants.a.api.token, 'zh-CN').download(`${P}/export`, {});
    expect((await readXlsx(zh.rawPayload))[0]).toEqual([
      '编号',
      '部门名称',
      '上级部门编号',
      '排序',
      '更新时间',
    ]);
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

  it('reports every invalid row and imports nothing', async () => {
    const before = await total();
    const other = (await tenants.b.api.post<Department>(`${P}/insert`, { name: 'Elsewhere' })).body.data;
    const sheet = await buildXlsx([
      ['Department name', 'Parent department ID', 'Sort order'],
      ['Fine row', null, 1],
      [null, null, 2],
      ['x'.repeat(51), other.id, 'first'],
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
      ['Department name', 'Parent department ID'],
      ['Orphan', other.id],
    ]);
    const zh = await caller(t, tenants.a.api.token, 'zh-CN').upload<{ errors: ImportError[] }>(
      `${P}/import`,
      ruled,
    );
    expect(zh.body.data.errors).toEqual([{ row: 2, field: 'parentId', message: '上级部门不存在或已删除' }]);
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
