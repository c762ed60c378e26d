import { chinaToday } from '../../core/china-time.ts';
import { sweep } from '../../core/sweep.ts';
import { applyDueJobChanges } from './employment.ts';

/**
 * Changes dated for a later day take effect when China's day comes (docs/product/staff.md,
 * "Employment and its history"): checked every minute, at start too.
 */
export const jobChangeSweep = sweep('staff job changes', 60_000, ({ db }) =>
  applyDueJobChanges(db, chinaToday()),
);
