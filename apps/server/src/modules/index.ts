import { chatManifest } from '../chat/manifest.ts';
import type { ModuleManifest } from '../core/module.ts';
import { adminMembersManifest } from './admin-members/manifest.ts';
import { approvalManifest } from './approval/manifest.ts';
import { attendanceManifest } from './attendance/manifest.ts';
import { authManifest } from './auth/manifest.ts';
import { billingManifest } from './billing/manifest.ts';
import { calendarManifest } from './calendar/manifest.ts';
import { companyManifest } from './company/manifest.ts';
import { diaryManifest } from './diary/manifest.ts';
import { dictsManifest } from './dicts/manifest.ts';
import { documentsManifest } from './documents/manifest.ts';
import { filesManifest } from './files/manifest.ts';
import { healthManifest } from './health/manifest.ts';
import { laborContractsManifest } from './labor-contracts/manifest.ts';
import { meetingsManifest } from './meetings/manifest.ts';
import { noticesManifest } from './notices/manifest.ts';
import { notificationsManifest } from './notifications/manifest.ts';
import { oaSearchManifest } from './oa-search/manifest.ts';
import { orgManifest } from './org/manifest.ts';
import { performanceManifest } from './performance/manifest.ts';
import { permissionsManifest } from './permissions/manifest.ts';
import { platformManifest } from './platform/manifest.ts';
import { recentAccessManifest } from './recent-access/manifest.ts';
import { salaryManifest } from './salary/manifest.ts';
import { settingsManifest } from './settings/manifest.ts';
import { staffManifest } from './staff/manifest.ts';
import { staffArchivesManifest } from './staff-archives/manifest.ts';
import { staffChangesManifest } from './staff-changes/manifest.ts';
import { staffEntryManifest } from './staff-entry/manifest.ts';
import { tasksManifest } from './tasks/manifest.ts';

/**
 * THE list of server modules (docs/architecture.md): adding a module is its folder plus one line
 * here. app.ts mounts them in this order.
 */
export const serverModules: readonly ModuleManifest[] = [
  healthManifest,
  authManifest,
  filesManifest,
  orgManifest,
  staffManifest,
  staffArchivesManifest,
  staffEntryManifest,
  staffChangesManifest,
  permissionsManifest,
  settingsManifest,
  billingManifest,
  companyManifest,
  adminMembersManifest,
  notificationsManifest,
  approvalManifest,
  recentAccessManifest,
  dictsManifest,
  platformManifest,
  chatManifest,
  laborContractsManifest,
  attendanceManifest,
  salaryManifest,
  performanceManifest,
  diaryManifest,
  documentsManifest,
  noticesManifest,
  tasksManifest,
  calendarManifest,
  meetingsManifest,
  oaSearchManifest,
];
