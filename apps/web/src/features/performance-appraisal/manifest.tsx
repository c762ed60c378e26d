import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const AppraisalPage = lazyScreen(() => import('./AppraisalPage.tsx').then((m) => m.AppraisalPage));

/** 绩效考核 (docs/product/performance.md, "Appraisal", "Calibration"): self review, scoring, calibration, confirmation. */
export const performanceAppraisalFeature = defineFeature({
  name: 'performance-appraisal',
  screens: {
    '/performance/performanceappraisal/:type?': <AppraisalPage />,
  },
});
