import { screenAt } from './route-builders.tsx';
import type { AppRoute } from './route-types.ts';

/** A public page that draws its own layout (sign-in pages). */
const bare = (path: string, titleKey: string, options: Pick<AppRoute, 'preloadsShell'> = {}): AppRoute => ({
  path,
  titleKey,
  access: 'public',
  layout: 'bare',
  ...options,
  ...screenAt(path, titleKey),
});

const intoShell = { preloadsShell: true };

/** A public page the marketing site frames; "coming soon" until a feature claims it. */
const site = (path: string, key: string): AppRoute => {
  const titleKey = `public:pages.${key}`;
  return { path, titleKey, access: 'public', layout: 'site', ...screenAt(path, titleKey) };
};

/**
 * Public screens (docs/architecture.md). The recruitment tool sites (written exam, physical exam, notice
 * and interview sites) keep their own logins and tokens; they are listed here so their links do not
 * 404 while those sites are built.
 */
export const publicRoutes: AppRoute[] = [
  bare('/login', 'auth:login.title', intoShell),
  bare('/logon', 'auth:login.title', intoShell),
  bare('/register', 'auth:register.title', intoShell),
  bare('/reset-password', 'auth:reset.title'),
  bare('/aLogin', 'auth:admin.title'),
  bare('/agreement', 'auth:legal.agreement'),
  bare('/privacy', 'auth:legal.privacy'),
  site('/project/asktrue/ks', 'asktrueKs'),
  site('/dc', 'dc'),
  site('/pg', 'pg'),
  site('/bm', 'bm'),
  site('/tp', 'tp'),
  site('/project/matcheasy', 'matcheasy'),
  site('/project/hunteasy', 'hunteasy'),
  site('/project/hrm', 'hrm'),
  site('/project/hro', 'hro'),
  site('/about', 'about'),
  site('/cooperation', 'cooperation'),
  site('/try', 'try'),
  site('/invite', 'invite'),
  site('/Project', 'projects'),
  site('/payslip', 'payslip'),
  site('/staff-info', 'staffInfo'),
  site('/performance/360/answer', 'perf360Answer'),
  site('/noticeTemplateYun', 'noticeTemplateYun'),
  site('/noticeTemplatePrevYun', 'noticeTemplatePrevYun'),
  site('/transaction', 'transaction'),
  site('/company/:companyId', 'company.home'),
  site('/company/:companyId/home', 'company.home'),
  site('/company/:companyId/about', 'company.about'),
  site('/company/:companyId/notice', 'company.notice'),
  site('/company/:companyId/notice/:noticeId', 'company.noticeDetail'),
  site('/company/:companyId/business', 'company.business'),
  site('/bsLogin', 'tools.bsLogin'),
  site('/bsIndex', 'tools.bsIndex'),
  site('/bsDetail', 'tools.bsDetail'),
  site('/tjLogin', 'tools.tjLogin'),
  site('/tjIndex', 'tools.tjIndex'),
  site('/tjDetail', 'tools.tjDetail'),
  site('/tzLogin', 'tools.tzLogin'),
  site('/tzIndex', 'tools.tzIndex'),
  site('/tzDetail', 'tools.tzDetail'),
  site('/msLogin', 'tools.msLogin'),
  site('/msIndex', 'tools.msIndex'),
  site('/msDetail', 'tools.msDetail'),
  site('/msJudge', 'tools.msJudge'),
  site('/judgeLogin', 'tools.judgeLogin'),
  site('/msJudge/record/:vipId/:planId/:memberId', 'tools.msJudgeRecord'),
  site('/judgeVideo', 'tools.judgeVideo'),
  site('/stuLogin', 'tools.stuLogin'),
  site('/StuVideo', 'tools.stuVideo'),
  site('/ms/room/:vipId/:planId/:roomId', 'tools.msRoom'),
  site('/ms/room/:vipId/:planId/:memberId/login', 'tools.msRoomLogin'),
  site('/NoticeTemplatePrev', 'tools.noticeTemplatePrev'),
  site('/NoticeTemplate', 'tools.noticeTemplate'),
  site('/NoticeTemplatePrevPage', 'tools.noticeTemplatePrevPage'),
];
