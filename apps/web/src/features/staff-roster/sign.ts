import { EmployeeType } from '@renli/contracts';

/** The route's sign (docs/product/staff.md): `hrm` internal staff, `hro` outsourced, none every type. */
export function employeeTypeOfSign(sign: string | undefined): 1 | 2 | undefined {
  if (sign === 'hrm') return EmployeeType.HRM;
  if (sign === 'hro') return EmployeeType.HRO;
  return undefined;
}

/** The sign of an employee type, for links to other signed pages; none for every type. */
export const signOfEmployeeType = (type: 1 | 2 | undefined) =>
  type === EmployeeType.HRM ? 'hrm' : type === EmployeeType.HRO ? 'hro' : undefined;
