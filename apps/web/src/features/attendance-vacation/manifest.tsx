import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const VacationPage = lazyScreen(() => import('./VacationPage.tsx').then((m) => m.VacationPage));

/** 考勤 › 假期管理: leave, overtime, 补卡 and trips with balances (docs/product/attendance.md). */
export const attendanceVacationFeature = defineFeature({
  name: 'attendance-vacation',
  screens: { '/oa/attendance/vacation/:sign?': <VacationPage /> },
});
