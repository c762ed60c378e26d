import { readsColumn } from '../../lib/access.ts';
import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const SearchWidget = lazyScreen(() => import('./SearchWidget.tsx').then((m) => m.SearchWidget));

/** 办公搜索 (docs/product/oa.md, "One search"): one search box on the OA workbench. */
export const oaSearchFeature = defineFeature({
  name: 'oa-search',
  widgets: [
    {
      key: 'oa-search.box',
      modules: ['oa'],
      order: 5,
      size: 'full',
      component: SearchWidget,
      visible: readsColumn('oa'),
    },
  ],
});
