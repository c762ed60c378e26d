import { attendanceCalendarEndpoints as api } from '@renli/contracts';
import type { AppModule } from '../../../core/deps.ts';
import { userAuth } from '../../../core/http/auth.ts';
import { serve } from '../../../core/http/endpoint.ts';
import { resolveCompanyActor } from '../../org/actor.ts';
import { attendanceAdmin } from '../access.ts';
import { clearCalendarDay, setCalendarDay } from './calendar-days.ts';
import { calendarYear } from './company-calendar.ts';

/**
 * `/clockRuleCtl/calendar` (docs/product/attendance.md, "Calendar"): every member of the company
 * reads a year (the documented read-only API); HR sets or restores single days.
 */
export const calendarRoutes: AppModule = async (app, { db }) => {
  serve(app, api.selectYear, async ({ query }, request) => {
    const actor = await resolveCompanyActor(db, userAuth(request));
    return calendarYear(db, actor.compId, query.year);
  });
  serve(app, api.setDay, async ({ body }, request) =>
    setCalendarDay(db, await attendanceAdmin(db, userAuth(request)), body),
  );
  serve(app, api.clearDay, async ({ body }, request) =>
    clearCalendarDay(db, await attendanceAdmin(db, userAuth(request)), body.day),
  );
};
