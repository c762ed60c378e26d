import { EmployeeType } from '@renli/contracts';
import { useParams } from 'react-router';

/**
 * A screen's `:sign` (docs/product/staff.md, "Staff management (issue 19): the design"): `hrm`
 * internal, `hro` outsourced, none every type the caller manages. Sent as a filter; the server keeps
 * to what the caller manages anyway.
 */
export function useSignedType(): 1 | 2 | undefined {
  const { sign } = useParams();
  if (sign === 'hrm') return EmployeeType.HRM;
  if (sign === 'hro') return EmployeeType.HRO;
  return undefined;
}
