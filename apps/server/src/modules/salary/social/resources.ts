import type { AnyResource } from '../../../core/resources/define.ts';

/** Kit resources of salary's social part. */
export const socialResources: readonly AnyResource[] = [];
