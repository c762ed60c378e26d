import {
  AdminLoginPage,
  ComingSoon,
  HomePage,
  LoginPage,
  RegisterPage,
  ResetPasswordPage,
  TryPage,
} from './lazy-screens.tsx';
import type { AppRoute } from './route-types.ts';

const bare = (path: string, titleKey: string, element: React.ReactNode): AppRoute => ({
  path,
  titleKey,
  access: 'public',
  layout: 'bare',
  element,
});

/** A public page the marketing site frames; ComingSoon until its issue is built. */
const site = (path: string, key: string): AppRoute => {
  const titleKey = `public:pages.${key}`;
  return { path, titleKey, access: 'public', layout: 'site', element: <ComingSoon titleKey={titleKey} /> };
};

/**
 * Public screens of spec section 2. The recruitment tool sites (written exam, physical exam, notice
 * and interview sites) keep their own logins and tokens; they are listed here so their links do not
 * 404 while those sites are built.
 */
export const publicRoutes: AppRoute[] = [
  { path: '/', titleKey: 'public:pages.home', access: 'public', layout: 'site', element: <HomePage /> },
  bare('/login', 'auth:login.title', <LoginPage />),
  // The original product linked to both spellings.
  bare('/logon', 'auth:login.title', <LoginPage />),
  bare('/register', 'auth:register.title', <RegisterPage />),
  bare('/reset-password', 'auth:reset.title', <ResetPasswordPage />),
  bare('/aLogin', 'auth:admin.title', <AdminLoginPage />),
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
  { path: '/try', titleKey: 'public:pages.try', access: 'public', layout: 'site', element: <TryPage /> },
  site('/invite', 'invite'),
  site('/Project', 'projects'),
  site('/payslip', 'payslip'),
  site('/staff-info', 'staffInfo'),
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
