import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const LaborContractsPage = lazyScreen(() =>
  import('./LaborContractsPage.tsx').then((m) => m.LaborContractsPage),
);

/** 劳动合同 (docs/product/labor-contracts.md), listed once in app/features.ts. */
export const laborContractsFeature = defineFeature({
  name: 'labor-contracts',
  screens: { '/staff/laborcontract/:sign?': <LaborContractsPage /> },
});
