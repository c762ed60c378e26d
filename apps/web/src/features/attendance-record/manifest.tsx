import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const RecordPage = lazyScreen(() => import('./RecordPage.tsx').then((m) => m.RecordPage));

/**
 * 考勤 › 打卡与记录 (docs/product/attendance.md, "Punching and records"): staff punch and see their
 * days; HR sees, exports, imports and corrects everyone's.
 */
export const attendanceRecordFeature = defineFeature({
  name: 'attendance-record',
  screens: { '/oa/attendance/record/:sign?': <RecordPage /> },
});
