import {
  type LaborContractRow,
  LaborContractStatus,
  laborContractResource,
  type StaffAccount,
} from '@renli/contracts';
import { expect } from 'vitest';
import { type Caller, caller, setUpTenants } from '../../core/resources/test-fixtures.ts';
import { login, registerAccount } from '../../test/accounts.ts';
import type { TestApp } from '../../test/harness.ts';
import { addStaffMember } from '../staff/records.ts';
import { laborContracts } from './schema.ts';

const { prefix } = laborContractResource;

/**
 * Two companies with their staff admins (setUpTenants), company A's HRM and HRO staff to sign
 * contracts with, and an admin of HRM staff only.
 */
export async function setUpContracts(t: TestApp) {
  const tenants = await setUpTenants(t);
  const { api, compId } = tenants.a;
  const dept = (await api.post<{ id: number }>('/cCompDepartment/insert', { name: '研发部' })).body.data;
  let mobile = 13911110000;
  const staff = async (staffName: string, jobNo: string, employeeType: 1 | 2, entryDate?: string) => {
    mobile += 1;
    const res = await api.post<StaffAccount>('/compStaffMember/insert', {
      staffName,
      mobile: String(mobile),
      jobNo,
      employeeType,
      deptId: dept.id,
      entryDate,
    });
    expect(res.status, res.body.message).toBe(200);
    return res.body.data.id;
  };
  const hrmOnlyUser = await registerAccount(t, {
    loginCode: '13611110001',
    userType: 1,
    userName: 'HRM管理员',
  });
  await addStaffMember(t.deps.db, {
    compId,
    userId: hrmOnlyUser,
    staffName: 'HRM管理员',
    staffAdmin: 1,
    adminScope: 'hrm',
  });
  return {
    ...tenants,
    deptId: dept.id,
    staff,
    hrmAdmin: { userId: hrmOnlyUser, api: caller(t, await login(t, '13611110001')) },
  };
}

/** The contract endpoints of one caller. */
export function contractsApi(api: Caller) {
  return {
    insert: (body: object) => api.post<LaborContractRow>(`${prefix}/insert`, body),
    /** Inserts, expecting success. */
    async create(body: object) {
      const res = await api.post<LaborContractRow>(`${prefix}/insert`, body);
      expect(res.status, res.body.message).toBe(200);
      return res.body.data;
    },
    list: async (filters: object = {}) =>
      (await api.post<{ list: LaborContractRow[]; total: number }>(`${prefix}/selectPage`, filters)).body
        .data,
    get: (id: number) => api.get<LaborContractRow>(`${prefix}/selectById/${id}`),
    change: (body: object) => api.post<LaborContractRow>(`${prefix}/changeStatus`, body),
  };
}

/**
 * Writes a fixed-term contract as it stands, without the resource's rules: for other modules' tests
 * (the roster's contract filter and statistics) that need contracts on worked dates.
 */
export async function storeContract(
  t: TestApp,
  contract: {
    compId: number;
    staffId: number;
    contractNo: string;
    startDate: string;
    endDate: string;
    status?: (typeof LaborContractStatus)[keyof typeof LaborContractStatus];
    deleted?: 0 | 1;
  },
) {
  const [row] = await t.deps.db
    .insert(laborContracts)
    .values({ contractType: 1, status: LaborContractStatus.ACTIVE, ...contract })
    .returning({ id: laborContracts.id });
  return row!.id;
}
