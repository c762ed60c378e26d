import { EmployeeType } from '@renli/contracts';

/**
 * The employee type a tab's `:sign` names (docs/product/staff.md, "Staff management"): `hrm`
 * internal, `hro` outsourced, none every type the caller manages. Only a filter: the server keeps to
 * the caller's scope whatever it says.
 */
export function employeeTypeOfSign(sign: string | undefined): 1 | 2 | undefined {
  if (sign === 'hrm') return EmployeeType.HRM;
  if (sign === 'hro') return EmployeeType.HRO;
  return undefined;
}
