import type { EntryRecord } from '@renli/contracts';
import { expect } from 'vitest';
import { chinaToday } from '../../core/china-time.ts';
import { type Caller, caller } from '../../core/resources/test-fixtures.ts';
import type { TestApp } from '../../test/harness.ts';
import { setUpPermissionWorld } from '../permissions/test-fixtures.ts';

export const P = '/entryManagement';

/** The permission world with its callers speaking Chinese, the product's first language. */
export async function entryWorld(t: TestApp) {
  const world = await setUpPermissionWorld(t);
  const zh = (api: Caller) => caller(t, api.token, 'zh-CN');
  const owner = zh(world.a.api);
  const dept = (await owner.post<{ id: number }>('/cCompDepartment/insert', { name: '研发部' })).body.data;
  const position = (await owner.post<{ id: number }>('/cCompPosition/insert', { name: '前端工程师' })).body
    .data;
  return {
    ...world,
    owner,
    staffAdmin: zh(world.staffAdmin.api),
    hrmAdmin: zh(world.hrmAdmin.api),
    plain: zh(world.plainStaff.api),
    other: zh(world.b.api),
    deptId: dept.id,
    positionId: position.id,
  };
}

let phone = 0;
/** A mobile number no test has used yet. */
export function freshMobile() {
  phone += 1;
  return `1391234${String(phone).padStart(4, '0')}`;
}

/** Creates a pending entry (today's, no probation unless told) and answers it. */
export async function addEntry(as: Caller, input: object = {}): Promise<EntryRecord> {
  const res = await as.post<EntryRecord>(`${P}/insert`, {
    staffName: '李娜',
    mobile: freshMobile(),
    entryDate: chinaToday(),
    ...input,
  });
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
}

/** The entry as the caller reads it now. */
export async function readEntry(as: Caller, id: number): Promise<EntryRecord> {
  const res = await as.get<EntryRecord>(`${P}/selectById/${id}`);
  expect(res.status, res.body.message).toBe(200);
  return res.body.data;
}

/** Applies a transition to the entry's current version. */
export async function transition(as: Caller, id: number, name: string, input: object = {}) {
  const { version } = await readEntry(as, id);
  return as.post<EntryRecord>(`${P}/changeStatus`, { id, version, name, ...input });
}

/** A call without a session, as the hire's browser makes it. */
export const anonymous = (t: TestApp) => ({
  post: <T = unknown>(url: string, payload: object) =>
    t.call<T>({ method: 'POST', url, headers: { lang: 'zh-CN' }, payload }),
});
