import { chinaToday } from '../../core/china-time.ts';
import type { AppModule } from '../../core/deps.ts';
import { applyDueJobChanges } from './employment.ts';

const SWEEP_INTERVAL_MS = 60_000;

/**
 * Changes dated for a later day take effect when China's day comes (docs/product/staff.md,
 * "Employment and its history"): checked every minute, at start too, on an unref'd timer that stops
 * with the app.
 */
export const jobChangeSweep: AppModule = async (app, { db }) => {
  const run = () =>
    applyDueJobChanges(db, chinaToday()).catch((error: unknown) =>
      app.log.error({ err: error }, 'the job change sweep failed'),
    );
  const sweep = setInterval(run, SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onReady', async () => void run());
  app.addHook('onClose', async () => clearInterval(sweep));
};
