import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const SettingPage = lazyScreen(() => import('./SettingPage.tsx').then((m) => m.SettingPage));

/** 考勤设置 (docs/product/attendance.md, "Groups, shifts and rules"): groups, shifts, roster, calendar, settings. */
export const attendanceSettingFeature = defineFeature({
  name: 'attendance-setting',
  screens: { '/oa/attendance/setting/:sign?': <SettingPage /> },
});
