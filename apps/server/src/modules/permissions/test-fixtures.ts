import type { StaffGrant } from '@renli/contracts';
import { type Caller, caller, setUpTenants } from '../../core/resources/test-fixtures.ts';
import { login, registerAccount } from '../../test/accounts.ts';
import type { TestApp } from '../../test/harness.ts';
import { addStaffMember } from '../staff/records.ts';

/**
 * Company A with: a plain HRM staff member, an HRO staff member, an admin of all staff (setUpTenants'
 * staffAdmin) and an admin of HRM staff only; company B; and a person without a company.
 */
export async function setUpPermissionWorld(t: TestApp) {
  const tenants = await setUpTenants(t);
  const staff = async (
    loginCode: string,
    staffName: string,
    extra: { employeeType?: number; adminScope?: string },
  ) => {
    const userId = await registerAccount(t, { loginCode, userType: 1, userName: staffName });
    const { id } = await addStaffMember(t.deps.db, {
      compId: tenants.a.compId,
      userId,
      staffName,
      employeeType: extra.employeeType,
      staffAdmin: extra.adminScope ? 1 : 0,
      adminScope: extra.adminScope,
    });
    return { staffId: id, api: caller(t, await login(t, loginCode)) };
  };
  const hroStaff = await staff('13600000201', '外包员工', { employeeType: 2 });
  const hrmAdmin = await staff('13600000202', '内部人事', { adminScope: 'hrm' });
  await registerAccount(t, { loginCode: '13600000203', userType: 1, userName: '求职者' });
  const person = caller(t, await login(t, '13600000203'));
  return { ...tenants, hroStaff, hrmAdmin, person };
}

export const setColumns = (as: Caller, columns: { columnKey: string; opened: boolean }[]) =>
  as.post('/cPowerSetCtl/update', { columns });

export const grant = (as: Caller, staffId: number, columns: StaffGrant[]) =>
  as.post('/cAccountAuthCtl/update', { staffId, columns });
