import { EmployeeType } from '@renli/contracts';

/**
 * The employee type a route's `:sign` names (docs/product/staff.md): `hrm` internal staff, `hro`
 * outsourced, none every type. The server keeps to the types the caller manages whatever it says.
 */
export function employeeTypeOfSign(sign: string | undefined): 1 | 2 | undefined {
  if (sign === 'hrm') return EmployeeType.HRM;
  if (sign === 'hro') return EmployeeType.HRO;
  return undefined;
}
