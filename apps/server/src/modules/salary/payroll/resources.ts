import type { AnyResource } from '../../../core/resources/define.ts';

/** Kit resources of salary's payroll part. */
export const payrollResources: readonly AnyResource[] = [];
