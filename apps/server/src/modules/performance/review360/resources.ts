import type { AnyResource } from '../../../core/resources/define.ts';

/** Kit resources of performance's review360 part. */
export const review360Resources: readonly AnyResource[] = [];
