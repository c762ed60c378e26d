import type { ResultKind } from '@renli/contracts';

/**
 * The colour of each finding (antd preset colours), shared by tags, calendars and charts of the
 * attendance screens (docs/product/attendance.md, "Punching and records"): green is fine, gold a
 * small lapse, red a serious one, blue time away with leave, grey days nothing was asked.
 */
export const DAY_STATUS_COLORS: Record<ResultKind, string> = {
  normal: 'green',
  late: 'gold',
  seriousLate: 'orange',
  early: 'gold',
  missingIn: 'volcano',
  missingOut: 'volcano',
  absent: 'red',
  leave: 'blue',
  trip: 'cyan',
  rest: 'default',
  holiday: 'purple',
  overtime: 'geekblue',
  notEmployed: 'default',
  noGroup: 'default',
};
