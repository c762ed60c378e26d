import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const SchedulePage = lazyScreen(() => import('./SchedulePage.tsx').then((m) => m.SchedulePage));

/** 日程 (docs/product/oa-schedule.md). */
export const oaScheduleFeature = defineFeature({
  name: 'oa-schedule',
  screens: {
    '/oa/schedule': <SchedulePage />,
  },
});
