import type { AnyResource } from '../../../core/resources/define.ts';

/** Kit resources of performance's analysis part. */
export const analysisResources: readonly AnyResource[] = [];
