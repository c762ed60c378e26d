import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const LibraryPage = lazyScreen(() => import('./LibraryPage.tsx').then((m) => m.LibraryPage));

/** 指标库 (docs/product/performance.md, "Indicator library"): KPI, OKR and competencies, HR only. */
export const performanceLibraryFeature = defineFeature({
  name: 'performance-library',
  screens: {
    '/performance/targetlibrary': <LibraryPage />,
  },
});
