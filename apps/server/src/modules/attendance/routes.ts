import type { AppModule } from '../../core/deps.ts';
import { calendarRoutes } from './calendar/routes.ts';
import { leaveRoutes } from './leave/routes.ts';
import { punchRoutes } from './punch/routes.ts';
import { closedDaysSweep } from './results/sweep.ts';
import { rulesRoutes } from './rules/routes.ts';
import { statsRoutes } from './stats/routes.ts';

/** Attendance's hand-written endpoints, one file per part (docs/product/attendance.md). */
export const attendanceRoutes: AppModule = async (app, deps) => {
  await calendarRoutes(app, deps);
  await rulesRoutes(app, deps);
  await punchRoutes(app, deps);
  await leaveRoutes(app, deps);
  await statsRoutes(app, deps);
  await closedDaysSweep(app, deps);
};
