import { defineModule } from '../../core/module.ts';
import { calendarMessages } from './calendar/messages.ts';
import { engineMessages } from './engine/messages.ts';
import { ensureLeaveTypes } from './leave/leave-types.ts';
import { leaveMessages } from './leave/messages.ts';
import { attendanceRequestResourceDefinition } from './leave/resource.ts';
import { attendanceMessages } from './messages.ts';
import { punchMessages } from './punch/messages.ts';
import { attendanceRoutes } from './routes.ts';
import { rulesMessages } from './rules/messages.ts';
import { statsMessages } from './stats/messages.ts';

/** Attendance (考勤): calendar, groups and shifts, punches, leave and overtime, results and statistics (docs/product/attendance.md). */
export const attendanceManifest = defineModule({
  name: 'attendance',
  column: 'oa',
  routes: attendanceRoutes,
  resources: [attendanceRequestResourceDefinition],
  messages: [
    attendanceMessages,
    calendarMessages,
    rulesMessages,
    punchMessages,
    leaveMessages,
    engineMessages,
    statsMessages,
  ],
  // A new company starts with the statutory leave types (docs/product/attendance.md, "Leave types").
  events: { 'company.created': (deps, event) => ensureLeaveTypes(deps.db, event.compId) },
});
