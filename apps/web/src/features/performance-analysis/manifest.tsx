import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const AnalysisPage = lazyScreen(() => import('./AnalysisPage.tsx').then((m) => m.AnalysisPage));

/** 结果分析 (docs/product/performance.md, "Result analysis"): targets, indicators, evaluations, results. */
export const performanceAnalysisFeature = defineFeature({
  name: 'performance-analysis',
  screens: {
    '/performance/resultanalysis/mb': <AnalysisPage tab="mb" />,
    '/performance/resultanalysis/zb': <AnalysisPage tab="zb" />,
    '/performance/resultanalysis/pj': <AnalysisPage tab="pj" />,
    '/performance/resultanalysis/jg': <AnalysisPage tab="jg" />,
  },
});
