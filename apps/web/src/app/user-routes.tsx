import { ModuleNumber } from '../lib/current-module.ts';
import { ConsolePage, ModuleWorkbench } from './lazy-screens.tsx';
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
    key: 'oa',
    pages: [
      group('diary', ['mydiary', 'reminddiary', 'reviewlog']),
      page('doc/:doc?'),
      group('notice', ['notice', 'my', 'draft', 'set']),
      group('approve', ['myapply', 'list', 'mycc', 'temp']),
      group('ess', ['all', 'myapply', 'list', 'sign', 'mycc', 'temp']),
      group('task', ['execute', 'participation', 'responsibility', 'create', 'allocation', 'examine']),
      page('schedule'),
      group('conference', ['meeting', 'online', 'room']),
      group('attendance', ['record', 'vacation', 'statistics', 'setting'].map(signed)),
      group('notifications', [page('list'), page('detail', { hidden: true })]),
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
        ...['assi-my', 'roster', 'assi-in', 'assi-to', 'assi-out', 'assi-change'].map(signed),
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
      // Spec: /salary/wage redirects to the wage file, which is what a group path does.
      group('wage', ['file', 'list', 'set', 'bill'].map(signed)),
      page(signed('bill')),
    ],
  },
  {
    key: 'performance',
    pages: [
      group('resultanalysis', ['mb', 'zb', 'pj', 'jg']),
      page('performanceappraisal/:type?'),
      page('targetlibrary'),
      page('targetsetting/:type?'),
      page('processmanagement/:type?'),
      page('360'),
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
  },
  {
    key: 'other',
    pages: [
      group('system', ['message']),
      group('setting', [
        'member',
        'company',
        'staff',
        'org',
        'account',
        'asset',
        'safe',
        'comsafe',
        'order',
        'invoice',
      ]),
      page('bpo/:page?'),
    ],
  },
];

/** One AppRoute per module: the module root (its workbench) with the module's pages as children. */
export const userModules: AppRoute[] = MODULES.map(({ key, moduleNumber, pages, rootIsFirstPage }) => {
  const titleKey = `nav:${key}.title`;
  return {
    path: `/${key}`,
    titleKey,
    access: 'user',
    menuKey: key,
    module: key,
    moduleNumber,
    element: rootIsFirstPage ? undefined : <ModuleWorkbench module={key} />,
    children: buildTree(pages, {
      base: `/${key}`,
      keyBase: key,
      namespace: 'nav',
      access: 'user',
      module: key,
      moduleNumber,
    }),
  };
});
