import { registerPickers } from '../components/resource/pickers.ts';
import { adminMembersFeature } from '../features/admin-members/manifest.tsx';
import { approvalFeature } from '../features/approval/manifest.tsx';
import { attendanceRecordFeature } from '../features/attendance-record/manifest.tsx';
import { attendanceSettingFeature } from '../features/attendance-setting/manifest.tsx';
import { attendanceStatisticsFeature } from '../features/attendance-statistics/manifest.tsx';
import { attendanceVacationFeature } from '../features/attendance-vacation/manifest.tsx';
import { authFeature } from '../features/auth/manifest.tsx';
import { billingFeature } from '../features/billing/manifest.tsx';
import { companyFeature } from '../features/company/manifest.tsx';
import { dictsFeature } from '../features/dicts/manifest.tsx';
import { laborContractsFeature } from '../features/labor-contracts/manifest.tsx';
import { notificationsFeature } from '../features/notifications/manifest.tsx';
import { oaConferenceFeature } from '../features/oa-conference/manifest.tsx';
import { oaDiaryFeature } from '../features/oa-diary/manifest.tsx';
import { oaDocsFeature } from '../features/oa-docs/manifest.tsx';
import { oaNoticeFeature } from '../features/oa-notice/manifest.tsx';
import { oaScheduleFeature } from '../features/oa-schedule/manifest.tsx';
import { oaSearchFeature } from '../features/oa-search/manifest.tsx';
import { oaTaskFeature } from '../features/oa-task/manifest.tsx';
import { orgFeature } from '../features/org/manifest.tsx';
import { performance360Feature } from '../features/performance-360/manifest.tsx';
import { performanceAnalysisFeature } from '../features/performance-analysis/manifest.tsx';
import { performanceAppraisalFeature } from '../features/performance-appraisal/manifest.tsx';
import { performanceLibraryFeature } from '../features/performance-library/manifest.tsx';
import { performanceProcessFeature } from '../features/performance-process/manifest.tsx';
import { performanceTargetsFeature } from '../features/performance-targets/manifest.tsx';
import { permissionsFeature } from '../features/permissions/manifest.tsx';
import { platformFeature } from '../features/platform/manifest.tsx';
import { recentAccessFeature } from '../features/recent-access/manifest.tsx';
import { salaryInsuranceFeature } from '../features/salary-insurance/manifest.tsx';
import { salaryPayrollFeature } from '../features/salary-payroll/manifest.tsx';
import { salaryPayslipFeature } from '../features/salary-payslip/manifest.tsx';
import { salaryTaxFeature } from '../features/salary-tax/manifest.tsx';
import { salaryWageFeature } from '../features/salary-wage/manifest.tsx';
import { settingsFeature } from '../features/settings/manifest.tsx';
import { shortcutsFeature } from '../features/shortcuts/manifest.tsx';
import { staffFeature } from '../features/staff/manifest.tsx';
import { staffArchivesFeature } from '../features/staff-archives/manifest.tsx';
import { staffChangesFeature } from '../features/staff-changes/manifest.tsx';
import { staffEntryFeature } from '../features/staff-entry/manifest.tsx';
import { staffRosterFeature } from '../features/staff-roster/manifest.tsx';
import { type FeatureManifest, pickersOf, screensOf, widgetsOf } from '../lib/feature.ts';

/**
 * THE list of web features (docs/architecture.md): adding one is its folder plus one line here. The
 * route catalog (routes.ts) takes each screen from the feature that claims its path, the workbenches
 * (app/workbench/) their widgets from the features that register them (docs/workbench.md).
 */
export const webFeatures: readonly FeatureManifest[] = [
  authFeature,
  companyFeature,
  orgFeature,
  staffFeature,
  staffEntryFeature,
  staffArchivesFeature,
  staffChangesFeature,
  notificationsFeature,
  recentAccessFeature,
  shortcutsFeature,
  settingsFeature,
  billingFeature,
  permissionsFeature,
  adminMembersFeature,
  dictsFeature,
  platformFeature,
  approvalFeature,
  laborContractsFeature,
  staffRosterFeature,
  attendanceRecordFeature,
  attendanceStatisticsFeature,
  attendanceSettingFeature,
  attendanceVacationFeature,
  salaryInsuranceFeature,
  salaryTaxFeature,
  salaryWageFeature,
  salaryPayrollFeature,
  salaryPayslipFeature,
  performanceLibraryFeature,
  performanceProcessFeature,
  performanceTargetsFeature,
  performanceAppraisalFeature,
  performance360Feature,
  performanceAnalysisFeature,
  oaDiaryFeature,
  oaDocsFeature,
  oaNoticeFeature,
  oaTaskFeature,
  oaScheduleFeature,
  oaConferenceFeature,
  oaSearchFeature,
];

export const featureScreens = screensOf(webFeatures);
export const featureWidgets = widgetsOf(webFeatures);
registerPickers(pickersOf(webFeatures));
