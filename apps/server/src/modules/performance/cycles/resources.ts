import type { AnyResource } from '../../../core/resources/define.ts';

/** Kit resources of performance's cycles part. */
export const cyclesResources: readonly AnyResource[] = [];
