import { laborContractEndpoints } from '@renli/contracts';
import type { AppModule } from '../../core/deps.ts';
import { userAuth } from '../../core/http/auth.ts';
import { serve } from '../../core/http/endpoint.ts';
import { forbidden } from '../../core/http/errors.ts';
import { resolveCompanyActor } from '../org/actor.ts';
import { requireColumn } from '../permissions/access.ts';
import { checkContract } from './check.ts';
import { chinaToday } from './contract-dates.ts';
import { EXPIRY_SWEEP_INTERVAL_MS, sweepContractExpiries } from './expiry.ts';
import { laborContractsPolicy } from './policy.ts';

/** `/staffContractCtl` beyond the kit: the form's `check`, and the expiry reminders' sweep. */
export const laborContractsModule: AppModule = async (app, deps) => {
  const { db } = deps;
  serve(app, laborContractEndpoints.check, async ({ body }, request) => {
    // The same gates as the resource: the staff column, then HR only.
    const actor = await resolveCompanyActor(db, userAuth(request));
    await requireColumn(db, actor, 'staff', 'read');
    if (!laborContractsPolicy(actor)) throw forbidden();
    return checkContract(db, actor, body, request.locale);
  });

  // Expiry reminders (docs/product/labor-contracts.md): swept every hour on China's date; the timer
  // never keeps the process alive and stops when the app closes.
  const sweep = setInterval(() => {
    sweepContractExpiries(db, chinaToday(new Date())).catch((error: unknown) =>
      app.log.error({ err: error }, 'the labour contract expiry sweep failed'),
    );
  }, EXPIRY_SWEEP_INTERVAL_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
};
