import type { AnyResource } from '../../../core/resources/define.ts';
import { specialDeductionResourceDefinition } from './deductions.ts';
import { laborPaymentResourceDefinition } from './labor-payments.ts';

/** Kit resources of salary's tax part. */
export const taxResources: readonly AnyResource[] = [
  specialDeductionResourceDefinition,
  laborPaymentResourceDefinition,
];
