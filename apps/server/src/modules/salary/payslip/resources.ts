import type { AnyResource } from '../../../core/resources/define.ts';

/** Kit resources of salary's payslip part. */
export const payslipResources: readonly AnyResource[] = [];
