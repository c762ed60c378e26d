import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const DocsPage = lazyScreen(() => import('./DocsPage.tsx').then((m) => m.DocsPage));

/** 文档 (docs/product/oa-docs.md). */
export const oaDocsFeature = defineFeature({
  name: 'oa-docs',
  screens: {
    '/oa/doc/:doc?': <DocsPage />,
  },
});
