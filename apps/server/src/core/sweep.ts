import type { AppDeps, AppModule } from './deps.ts';

/**
 * A job that runs every `intervalMs` and once when the app is ready, on an unref'd timer that stops
 * with the app; a failure is logged and the next run tries again. Every node of a cluster runs it,
 * so the job must be idempotent: it claims what it handles with a conditional update (docs/operations.md).
 */
export const sweep =
  (name: string, intervalMs: number, job: (deps: AppDeps) => Promise<unknown>): AppModule =>
  async (app, deps) => {
    const run = () =>
      job(deps).catch((error: unknown) => app.log.error({ err: error, sweep: name }, 'a sweep failed'));
    const timer = setInterval(run, intervalMs);
    timer.unref();
    app.addHook('onReady', async () => void run());
    app.addHook('onClose', async () => clearInterval(timer));
  };
