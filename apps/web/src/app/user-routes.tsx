import type { ReactNode } from 'react';
import {
  type Audience,
  employedPerson,
  everyone,
  inCompany,
  isPerson,
  isStaff,
  managesStaff,
  readsColumn,
  updatesColumn,
} from '../lib/access.ts';
import { ModuleNumber } from '../lib/current-module.ts';
import { ConsolePage, ModuleWorkbench, PersonalHome } from './lazy-screens.tsx';
import { buildTree, group, page, type RouteSpec, signed } from './route-builders.tsx';
import type { AppRoute } from './route-types.ts';

/**
 * The modules of the main shell (docs/architecture.md) with their pages. Every page is ComingSoon until
 * a feature claims its path (app/features.ts); the URL, menu entry and title already exist. A
 * module's own path is its workbench (app/workbench/), never a placeholder.
 */
interface ModuleSpec {
  key: string;
  moduleNumber?: AppRoute['moduleNumber'];
  pages: RouteSpec[];
  /** The module's workbench is one of its pages (管理's console): its root leads there, like a group's. */
  rootIsFirstPage?: boolean;
  /** Whom the module is for; by default the readers of its column (app/route-access.ts). */
  audience?: Audience;
  /** What its root shows instead of the module's workbench (the person's home). */
  root?: ReactNode;
}

const crmLike = (prefix: 'crm' | 'srm'): RouteSpec[] => {
  const invoiceTabs = ['all', 'wait', 'cfmd', 'reject'];
  return [
    group(`${prefix}client`, [
      'wait',
      'ing',
      'deep',
      'success',
      'loss',
      'invite',
      'sea',
      group('bill', ['wait', 'ing']),
    ]),
    page(`${prefix}order/:page?`),
    page(`${prefix}contract/:page?`),
    // Supplier invoices cannot be nullified (docs/architecture.md).
    group(`${prefix}invoice`, prefix === 'crm' ? [...invoiceTabs, 'nullify'] : invoiceTabs),
    page(`${prefix}payment/:page?`),
    page(`${prefix}product`),
    page(`${prefix}view`),
  ];
};

const trainDetail = (segment: string, key: string, absolute = false) =>
  page(segment, { hidden: true, absolute, titleKey: `nav:train.detail.${key}` });

const MODULES: ModuleSpec[] = [
  {
    // A person's own space: their home, and what a job seeker or an employee of somewhere uses.
    key: 'me',
    audience: isPerson,
    root: <PersonalHome />,
    pages: [
      page('resume', { audience: isPerson }),
      page('applications', { audience: isPerson }),
      page('payslips', { audience: employedPerson }),
    ],
  },
  {
    key: 'oa',
    pages: [
      // Reminder rules and announcement categories are the OA administrators' (docs/product/oa.md).
      group('diary', ['mydiary', page('reminddiary', { audience: updatesColumn('oa') }), 'reviewlog']),
      page('doc/:doc?'),
      group('notice', ['notice', 'my', 'draft', page('set', { audience: updatesColumn('oa') })]),
      group('approve', ['myapply', 'list', 'mycc', page('temp', { audience: managesStaff })]),
      group('ess', ['all', 'myapply', 'list', 'sign', 'mycc', 'temp']),
      group('task', ['execute', 'participation', 'responsibility', 'create', 'allocation', 'examine']),
      page('schedule'),
      group('conference', ['meeting', 'online', 'room']),
      // Everyone punches and asks for leave; statistics and rules are HR's (docs/product/attendance.md).
      group('attendance', [
        signed('record'),
        signed('vacation'),
        page(signed('statistics'), { audience: managesStaff }),
        page(signed('setting'), { audience: managesStaff }),
      ]),
      // Every identity has reminders (the header bell), a person too.
      group('notifications', [
        page('list', { audience: everyone }),
        page('detail', { hidden: true, audience: everyone }),
      ]),
      page('notifications-test', { hidden: true }),
    ],
  },
  {
    key: 'recruit',
    moduleNumber: ModuleNumber.RECRUIT,
    pages: [
      'job',
      'candidate',
      'messages',
      'talent',
      'headhunters',
      'channelmenu',
      'hzentry',
      'hzproject',
      'jobfair',
      'toolbox',
      'hzmall',
    ].map((s) => page(s)),
  },
  {
    key: 'rpo',
    moduleNumber: ModuleNumber.RPO,
    pages: [
      'lbjob',
      'lbcandidate',
      'lbmessage',
      'lbfind',
      'lblist',
      'lbcustomer',
      'lbtoolbox',
      'lbchannelmenu',
      'lbtalent',
      'lbhzmall',
      'lbresumestatistical',
    ].map((s) => page(s)),
  },
  {
    key: 'staff',
    pages: [
      group('staffmanage', [
        page(signed('assi-my'), { audience: isStaff }),
        ...['roster', 'assi-in', 'assi-to', 'assi-out', 'assi-change'].map(signed),
      ]),
      page('staffarchives'),
      page(signed('laborcontract')),
      ...['staffsurvey', 'questionnaire', 'activity', 'atexam'].map((s) => page(s)),
      page('addressBook'),
    ],
  },
  {
    key: 'salary',
    pages: [
      group('social', ['ssa', 'ssr', 'sss'].map(signed)),
      group('housingfund', ['pfr', 'pfl', 'pfs'].map(signed)),
      page(signed('tax')),
      // /salary/wage leads to the wage file, as a group's path does (docs/product/salary.md, "Who uses it, where").
      group('wage', ['file', 'list', 'set', 'bill'].map(signed)),
      page(signed('bill')),
    ],
  },
  {
    key: 'performance',
    pages: [
      group('resultanalysis', ['mb', 'zb', 'pj', 'jg']),
      // Every employee sets targets, reviews themselves and rates colleagues; the library, cycles
      // and analysis are HR's (docs/product/performance.md, "Permissions").
      page('performanceappraisal/:type?', { audience: inCompany }),
      page('targetlibrary'),
      page('targetsetting/:type?', { audience: inCompany }),
      page('processmanagement/:type?'),
      page('360', { audience: inCompany }),
    ],
  },
  { key: 'crm', pages: crmLike('crm') },
  { key: 'srm', pages: crmLike('srm') },
  {
    key: 'train',
    pages: [
      ...['study', 'course', 'live', 'class', 'student', 'lecturer', 'studyexam', 'studyMall'].map((s) =>
        page(s),
      ),
      trainDetail('course/detail', 'course'),
      trainDetail('course/detail/play', 'coursePlay'),
      trainDetail('live/detail', 'live'),
      trainDetail('/live/detail', 'live', true),
      trainDetail('live/debut/:id', 'liveDebut'),
      trainDetail('class/detail', 'class'),
      trainDetail('student/detail', 'student'),
      trainDetail('lecturer/detail', 'lecturer'),
      trainDetail('class/components/quiz', 'quiz'),
      ...['examinee', 'questionnaire', 'data', 'score', 'statistics', 'notice'].map((s) =>
        trainDetail(`exam/${s}`, `exam.${s}`),
      ),
      trainDetail('/play', 'play', true),
    ],
  },
  {
    key: 'exam',
    pages: [
      'kpexamination',
      'kpsurvey',
      'kpestimate',
      'kpapplication',
      'kpvote',
      'kpquestionnaire',
      'kpquestions',
      'kpmall',
    ].map((s) => page(s)),
  },
  {
    key: 'manage',
    // The workbench everyone lands on: staff without the 管理 column reach it too.
    pages: [page('console', { screen: { element: <ConsolePage />, openToAllStaff: true } })],
    rootIsFirstPage: true,
    // Its root has no page of its own, yet the menu shows it only to readers of the column.
    audience: readsColumn('manage'),
  },
  {
    key: 'other',
    // One's own profile, password and messages belong to every identity, a person's too.
    audience: everyone,
    pages: [
      group('system', [page('message', { audience: everyone })]),
      group('setting', [
        page('member', { audience: everyone }),
        'company',
        // Staff accounts, and the company's assets, orders and invoices: its managers only.
        page('staff', { audience: managesStaff }),
        'org',
        page('account', { audience: everyone }),
        page('asset', { audience: managesStaff }),
        page('safe', { audience: everyone }),
        'comsafe',
        page('order', { audience: managesStaff }),
        page('invoice', { audience: managesStaff }),
      ]),
      page('bpo/:page?'),
    ],
  },
];

/** One AppRoute per module: the module root (its workbench) with the module's pages as children. */
export const userModules: AppRoute[] = MODULES.map(
  ({ key, moduleNumber, pages, rootIsFirstPage, audience, root }) => ({
    path: `/${key}`,
    titleKey: `nav:${key}.title`,
    access: 'user',
    menuKey: key,
    module: key,
    moduleNumber,
    ...(audience ? { audience } : {}),
    element: rootIsFirstPage ? undefined : (root ?? <ModuleWorkbench module={key} />),
    children: buildTree(pages, {
      base: `/${key}`,
      keyBase: key,
      namespace: 'nav',
      access: 'user',
      module: key,
      moduleNumber,
    }),
  }),
);
