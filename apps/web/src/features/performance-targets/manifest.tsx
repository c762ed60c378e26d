import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const TargetsPage = lazyScreen(() => import('./TargetsPage.tsx').then((m) => m.TargetsPage));

/** 目标制定 (docs/product/performance.md, "Targets"): my targets, my team's, and HR's view. */
export const performanceTargetsFeature = defineFeature({
  name: 'performance-targets',
  screens: {
    '/performance/targetsetting/:type?': <TargetsPage />,
  },
});
