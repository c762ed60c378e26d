import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const ShortcutsWidget = lazyScreen(() => import('./ShortcutsWidget.tsx').then((m) => m.ShortcutsWidget));

/** 快捷入口: links to built screens of other features, by path only (features never import each other). */
export const shortcutsFeature = defineFeature({
  name: 'shortcuts',
  widgets: [
    { key: 'shortcuts.links', modules: ['manage'], order: 40, size: 'half', component: ShortcutsWidget },
  ],
});
