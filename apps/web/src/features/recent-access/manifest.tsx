import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const RecentWidget = lazyScreen(() => import('./widgets/RecentWidget.tsx').then((m) => m.RecentWidget));

/** 最近使用: its header menu is one of the shell's header actions; its widget is on the workbench. */
export const recentAccessFeature = defineFeature({
  name: 'recent-access',
  widgets: [
    { key: 'recent-access.pages', modules: ['manage'], order: 50, size: 'half', component: RecentWidget },
  ],
});
