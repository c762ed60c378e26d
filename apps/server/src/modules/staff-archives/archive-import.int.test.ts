import type { ImportError, StaffArchiveDetail } from '@renli/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildXlsx, type Caller, fileNameOf, readXlsx } from '../../core/resources/test-fixtures.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { MAN_ID, setUpArchives, WOMAN_ID } from './test-archives.ts';

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

const archive = async (id: number) =>
  (await world.a.api.get<StaffArchiveDetail>(`${P}/getStaffArchive/${id}`)).body.data;
const importSheet = async (rows: unknown[][], as: Caller = zh) =>
  as.upload<{ imported: number } & { errors?: ImportError[] }>(`${P}/import`, await buildXlsx(rows));

describe('the archive import', () => {
  it('offers a template with the key columns and the personal fields', async () => {
    const file = await zh.fetchFile(`${P}/importTemplate`);
    expect(file.statusCode).toBe(200);
    expect(fileNameOf(file.headers['content-disposition'])).toBe('员工档案导入模板.xlsx');
    const [header, example] = await readXlsx(file.rawPayload);
    expect(header).toEqual(
      expect.arrayContaining(['工号', '手机号', '身份证号', '性别', '银行卡号', '开户银行']),
    );
    expect(header).not.toContain('姓名');
    expect(example).toContain('11010519491231002X');
  });

  it('imports nothing when any row is wrong, and names each bad row and field', async () => {
    const answer = await importSheet([
      ['工号', '手机号', '身份证号', '性别', '民族'],
      ['A001', null, null, null, '汉族'],
      ['NOPE', null, null, null, '回族'],
      ['A001', null, null, null, '满族'],
      [null, '13600000201', '440101199001011234', null, null],
      ['A002', null, null, '未知', null],
      [null, null, null, null, '壮族'],
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body.data.errors).toEqual([
      { row: 3, field: 'jobNo', message: '找不到工号或手机号为“NOPE”的员工档案' },
      { row: 4, field: 'jobNo', message: '该员工在第2行已出现，同一员工只能导入一行' },
      { row: 5, field: 'idNumber', message: '身份证号码校验位不正确' },
      { row: 6, field: 'sex', message: expect.stringContaining('未知') },
      { row: 7, field: 'jobNo', message: '请填写工号或手机号' },
    ]);
    expect((await archive(world.archives.plain.id)).ethnicity).toBeNull();
  });

  it('sets the filled-in fields of archives found by job number or mobile, audited as an import', async () => {
    const answer = await importSheet([
      ['工号', '手机号', '身份证号', '性别', '民族', '婚姻状况', '银行卡号'],
      ['A001', null, null, null, '汉族', '已婚', null],
      [null, '13600000201', WOMAN_ID, '女', null, null, '6217000010001234567'],
    ]);
    expect(answer.status, answer.body.message).toBe(200);
    expect(answer.body.data.imported).toBe(2);
    const plain = await archive(world.archives.plain.id);
    // Blank cells leave a field as it is.
    expect(plain).toMatchObject({ ethnicity: '汉族', maritalStatus: 2, idNumber: MAN_ID, sex: 1 });
    const hro = await archive(world.archives.hro.id);
    expect(hro).toMatchObject({
      idNumber: WOMAN_ID,
      birthDate: '1949-12-31',
      sex: 2,
      bankAccount: '6217000010001234567',
    });
    const timeline = await zh.get<{ action: string; label: string }[]>(
      `${P}/selectTimeline/${world.archives.hro.id}`,
    );
    expect(timeline.body.data[0]).toMatchObject({ action: 'import' });
  });

  it("does not find archives outside the importer's scope", async () => {
    const answer = await importSheet(
      [
        ['工号', '民族'],
        ['O001', '苗族'],
      ],
      world.zh(world.hrmAdmin.api.token),
    );
    expect(answer.body.data.errors).toEqual([
      { row: 2, field: 'jobNo', message: '找不到工号或手机号为“O001”的员工档案' },
    ]);
    expect(
      (await world.plainStaff.api.upload(`${P}/import`, await buildXlsx([['工号'], ['A001']]))).status,
    ).toBe(403);
  });
});
