import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { companies } from '../../modules/company/schema.ts';
import { multipartBody } from '../../modules/files/test-fixtures.ts';
import { addStaffMember } from '../../modules/staff/records.ts';
import { login, registerAccount } from '../../test/accounts.ts';
import type { TestApp } from '../../test/harness.ts';

/** A signed-in caller of resource endpoints, in English unless told otherwise. */
export function caller(t: TestApp, token: string, lang = 'en') {
  const headers = { access_token: token, lang };
  return {
    token,
    post: <T = unknown>(url: string, payload: object) => t.call<T>({ method: 'POST', url, headers, payload }),
    get: <T = unknown>(url: string) => t.call<T>({ method: 'GET', url, headers }),
    /** Raw answer of an export, whose body is a file rather than an envelope. */
    download: (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers, payload }),
    /** Raw answer of a file fetched with GET (an import template). */
    fetchFile: (url: string) => t.app.inject({ method: 'GET', url, headers }),
    async upload<T = unknown>(url: string, bytes: Buffer, field = 'file') {
      const body = await multipartBody([{ name: 'sheet.xlsx', bytes, field }]);
      return t.call<T>({
        method: 'POST',
        url,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      });
    },
  };
}
export type Caller = ReturnType<typeof caller>;

/** Two companies (A, B) and two staff members of A: one plain, one staff admin. */
export async function setUpTenants(t: TestApp) {
  const company = async (loginCode: string, compName: string) => {
    const ownerId = await registerAccount(t, { loginCode, userType: 2, compName });
    const [row] = await t.deps.db.select().from(companies).where(eq(companies.ownerUserId, ownerId));
    return { compId: row!.id, ownerId, api: caller(t, await login(t, loginCode)) };
  };
  const a = await company('a@resources.test', '资源甲公司');
  const b = await company('b@resources.test', '资源乙公司');
  const staff = async (loginCode: string, staffName: string, staffAdmin: number) => {
    const userId = await registerAccount(t, { loginCode, userType: 1, userName: staffName });
    const { id } = await addStaffMember(t.deps.db, { compId: a.compId, userId, staffName, staffAdmin });
    return { staffId: id, api: caller(t, await login(t, loginCode)) };
  };
  const plainStaff = await staff('13600000101', '普通员工', 0);
  const staffAdmin = await staff('13600000102', '人事管理员', 1);
  return { a, b, plainStaff, staffAdmin };
}

/** The file name a download is saved under: the RFC 5987 one of its `Content-Disposition`. */
export const fileNameOf = (disposition: unknown) =>
  decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(String(disposition))?.[1] ?? '');

/** A sheet of an .xlsx (the first unless told) as rows of cell values (row 1 is the header). */
export async function readXlsx(bytes: Buffer, sheet = 0): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const rows: unknown[][] = [];
  workbook.worksheets[sheet]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** An .xlsx with these rows (the first is the header). */
export async function buildXlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('import');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
