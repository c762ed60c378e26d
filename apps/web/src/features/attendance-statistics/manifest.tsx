import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const StatisticsPage = lazyScreen(() => import('./StatisticsPage.tsx').then((m) => m.StatisticsPage));

/** 考勤统计 (docs/product/attendance.md, "Statistics"), HR only, with the HRM/HRO sign. */
export const attendanceStatisticsFeature = defineFeature({
  name: 'attendance-statistics',
  screens: { '/oa/attendance/statistics/:sign?': <StatisticsPage /> },
});
