import type { AnyResource } from '../../../core/resources/define.ts';

/** Kit resources of salary's wage part. */
export const wageResources: readonly AnyResource[] = [];
