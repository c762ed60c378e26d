import type { AnyResource } from '../../../core/resources/define.ts';

/** Kit resources of performance's appraisal part. */
export const appraisalResources: readonly AnyResource[] = [];
