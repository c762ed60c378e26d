import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const ProcessPage = lazyScreen(() => import('./ProcessPage.tsx').then((m) => m.ProcessPage));

/** 考核流程 (docs/product/performance.md, "Templates", "Cycles and stages"), HR only. */
export const performanceProcessFeature = defineFeature({
  name: 'performance-process',
  screens: {
    '/performance/processmanagement/:type?': <ProcessPage />,
  },
});
