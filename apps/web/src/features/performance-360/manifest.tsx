import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const Review360Page = lazyScreen(() => import('./Review360Page.tsx').then((m) => m.Review360Page));
const ExternalAnswerPage = lazyScreen(() =>
  import('./external/ExternalAnswerPage.tsx').then((m) => m.ExternalAnswerPage),
);

/**
 * 360 评估 (docs/product/performance.md, "360"): raters, anonymous questionnaires, results; and the
 * public page an external rater opens from their one-time link.
 */
export const performance360Feature = defineFeature({
  name: 'performance-360',
  screens: {
    '/performance/360': <Review360Page />,
    '/performance/360/answer': <ExternalAnswerPage />,
  },
});
