import { taxEndpoints } from '@renli/contracts';
import type { AppModule } from '../../../core/deps.ts';
import { userAuth } from '../../../core/http/auth.ts';
import { serve } from '../../../core/http/endpoint.ts';
import { resolveCompanyActor } from '../../org/actor.ts';
import { calculateYear } from './calculator.ts';

/**
 * Salary's tax endpoints (docs/product/salary.md, "Income tax"). The calculator is open to every
 * user acting in a company: it reads no company data and stores nothing, and its input is bounded
 * to twelve months.
 */
export const taxRoutes: AppModule = async (app, { db }) => {
  serve(app, taxEndpoints.calculate, async ({ body }, request) => {
    await resolveCompanyActor(db, userAuth(request));
    return calculateYear(body);
  });
};
