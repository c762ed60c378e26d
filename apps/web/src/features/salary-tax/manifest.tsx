import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const TaxPage = lazyScreen(() => import('./TaxPage.tsx').then((m) => m.TaxPage));

/** 个税 (docs/product/salary.md, "Income tax"): deductions, labour remuneration, the calculator. */
export const salaryTaxFeature = defineFeature({
  name: 'salary-tax',
  screens: { '/salary/tax/:sign?': <TaxPage /> },
});
