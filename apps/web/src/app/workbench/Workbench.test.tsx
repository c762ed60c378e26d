import type { AuthSummary, Session } from '@renli/contracts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../lib/i18n.ts';
import { setToken } from '../../lib/session.ts';
import { installBrowserStubs } from '../../test/browser-stubs.ts';
import { App } from '../App.tsx';

const companySummary: AuthSummary = {
  userType: 2,
  compAdmin: 1,
  staffAdmin: 0,
  scopes: ['hrm', 'hro'],
  isPlatformAdmin: false,
  columns: { oa: 'update', recruit: 'update', staff: 'update', manage: 'update', other: 'update' },
  closedColumns: [],
};
const staffSummary: AuthSummary = {
  ...companySummary,
  userType: 3,
  compAdmin: 0,
  scopes: [],
  columns: { oa: 'read', other: 'read' },
};
const personSummary: AuthSummary = { ...staffSummary, userType: 1, columns: {} };

const session: Session = {
  access_token: 'tok',
  userId: 1,
  compId: 9,
  compName: '仁力科技',
  userName: '周明轩',
  userFace: null,
  sex: 1,
  userSign: 2,
  systemSign: 1,
  staffType: null,
  module: null,
  compAdmin: 1,
  staffAdmin: 0,
  userStaffAdmin: '',
  systemId: 2,
  mustChangePassword: false,
  user: {
    sysType: 1,
    userId: 1,
    userLoginCode: 'demo@renli.local',
    userName: '周明轩',
    userType: 2,
    vipId: 9,
  },
};

const reminder = (id: number, title: string) => ({
  id,
  type: 'approval',
  title,
  content: '',
  link: null,
  readAt: null,
  createdAt: new Date().toISOString(),
});
const profile = {
  compId: 9,
  compName: '仁力科技',
  shortName: null,
  industry: null,
  scale: null,
  province: null,
  city: null,
  address: null,
  contactName: null,
  contactPhone: null,
  email: null,
  website: null,
  logoUrl: null,
  intro: null,
  compLabel: null,
  sysType: 1,
  attestStatus: 0,
  version: 1,
  editable: true,
  mayApply: true,
};

type Answer = { code?: number; data?: unknown };
let answers: Record<string, Answer>;
const requested: string[] = [];

function serve(summary: AuthSummary, overrides: Record<string, Answer> = {}) {
  answers = {
    '/selectAuthByToken': { data: summary },
    '/companyMemberCtl/selectUserInfoByToken': { data: session },
    '/changeUserList': { data: [] },
    '/cNewsRemind/selectNoReadNewsCount': { data: { total: 2, byType: { approval: 2 } } },
    '/cNewsRemind/selectNewsRemindByType': {
      data: {
        list: [reminder(7, '王芳的请假申请'), reminder(6, '系统维护通知')],
        total: 2,
        pageNum: 1,
        pageSize: 5,
      },
    },
    '/companyCtl/selectMyCompany': { data: profile },
    '/compStaffMember/selectCounts': { data: { active: 20, hrm: 14, hro: 6, joinedThisMonth: 3 } },
    '/accountCtl/selectListRecentAccesses': {
      data: [
        { routeKey: '/manage/console', titleKey: 'nav:manage.console', accessedAt: new Date().toISOString() },
        {
          routeKey: '/staff/addressBook',
          titleKey: 'nav:staff.addressBook',
          accessedAt: new Date().toISOString(),
        },
      ],
    },
    ...overrides,
  };
}

beforeAll(installBrowserStubs);
beforeEach(async () => {
  localStorage.clear();
  requested.length = 0;
  await setLanguage('zh-CN');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      requested.push(url);
      const path = Object.keys(answers).find((p) => url.startsWith(p));
      const { code = 200, data = null } = path ? answers[path]! : { code: 404 };
      return new Response(JSON.stringify({ code, message: code === 200 ? 'ok' : '加载出错了', data }), {
        status: code,
      });
    }),
  );
  setToken('user', 'tok');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function openAt(path: string) {
  window.location.hash = `#${path}`;
  render(<App />);
}

/** The widgets on screen, in the order they are laid out. */
const shownWidgets = async (module = 'manage') => {
  const grid = await screen.findByTestId(`widgets-${module}`);
  await waitFor(() => expect(grid.querySelectorAll('.ant-skeleton')).toHaveLength(0));
  return [...grid.querySelectorAll('[data-testid^="widget-"]')].map((el) => el.getAttribute('data-testid'));
};

describe('the console (工作台)', () => {
  it("greets the company account and shows every widget it may read, with the company's data", async () => {
    serve(companySummary);
    openAt('/manage/console');
    expect((await screen.findByTestId('workbench-greeting')).textContent).toContain('周明轩');
    expect(screen.getByTestId('workbench-greeting').textContent).toContain('仁力科技');
    expect(await shownWidgets()).toEqual([
      'widget-notifications',
      'widget-company',
      'widget-staff',
      'widget-shortcuts',
      'widget-recent',
    ]);
    expect(screen.getByTestId('unread-total').textContent).toBe('2');
    expect(screen.getByText('王芳的请假申请').closest('a')?.getAttribute('href')).toBe(
      '#/oa/notifications/detail?id=7',
    );
    expect(within(screen.getByTestId('staff-hro')).getByText('6')).toBeTruthy();
    expect(within(screen.getByTestId('staff-joinedThisMonth')).getByText('3')).toBeTruthy();
    // Not verified: the company account is offered the application.
    expect(
      within(screen.getByTestId('widget-company')).getByRole('button', { name: '申请认证' }),
    ).toBeTruthy();
    expect(screen.getByTestId('shortcut-staffAccounts').getAttribute('href')).toBe('#/other/setting/staff');
    // The console itself is not listed among the recent pages shown on it.
    const recent = screen.getByTestId('widget-recent');
    expect(within(recent).getByText('通讯录')).toBeTruthy();
    expect(within(recent).queryByText('工作台')).toBeNull();
  });

  it('opens to plain staff without the 管理 column and leaves out what they may not read', async () => {
    serve(staffSummary, { '/companyCtl/selectMyCompany': { data: { ...profile, mayApply: false } } });
    openAt('/manage/console');
    expect(await shownWidgets()).toEqual([
      'widget-notifications',
      'widget-company',
      'widget-shortcuts',
      'widget-recent',
    ]);
    expect(screen.queryByTestId('column-denied')).toBeNull();
    expect(requested.some((url) => url.startsWith('/compStaffMember/selectCounts'))).toBe(false);
    expect(screen.queryByTestId('shortcut-staffAccounts')).toBeNull();
    expect(screen.getByTestId('shortcut-addressBook')).toBeTruthy();
    expect(within(screen.getByTestId('widget-company')).getByText(/请联系企业账号/)).toBeTruthy();
  });

  it('sends a person to their own home, which asks nothing of a company', async () => {
    serve(personSummary, {
      '/companyMemberCtl/selectUserInfoByToken': {
        data: { ...session, compId: null, compName: null, userName: '林晓雨' },
      },
    });
    openAt('/manage/console');
    const home = await screen.findByTestId('personal-home');
    expect(window.location.hash).toBe('#/me');
    await waitFor(() => expect(home.textContent).toContain('林晓雨'));
    const messages = screen.getByTestId('person-messages');
    expect(within(messages).getByRole('link', { name: /聊天/ }).getAttribute('href')).toBe('#/im');
    expect(within(messages).getByRole('link', { name: /通知/ }).getAttribute('href')).toBe(
      '#/other/system/message',
    );
    expect(within(screen.getByTestId('person-next')).getByText('加入企业')).toBeTruthy();
    // Resume and applications, tagged as coming; payslips only once employed somewhere.
    const pages = screen.getByTestId('module-pages');
    expect(within(pages).getByRole('link', { name: '我的简历' })).toBeTruthy();
    expect(within(pages).queryByRole('link', { name: '我的工资条' })).toBeNull();
    expect(screen.queryByTestId('workbench')).toBeNull();
    expect(requested.some((url) => url.startsWith('/companyCtl/'))).toBe(false);
  });

  it('shows empty states with the next step, and a failed widget alone with a retry', async () => {
    serve(companySummary, {
      '/cNewsRemind/selectNewsRemindByType': { data: { list: [], total: 0, pageNum: 1, pageSize: 5 } },
      '/accountCtl/selectListRecentAccesses': { data: [] },
      '/compStaffMember/selectCounts': { code: 500 },
    });
    openAt('/manage/console');
    await shownWidgets();
    const notifications = screen.getByTestId('widget-notifications');
    expect(within(notifications).getByText('没有未读通知，所有提醒都已处理')).toBeTruthy();
    fireEvent.click(within(notifications).getByRole('button', { name: '查看全部通知' }));
    await waitFor(() => expect(window.location.hash).toBe('#/oa/notifications/list'));
    cleanup();

    openAt('/manage/console');
    await shownWidgets();
    expect(
      within(screen.getByTestId('widget-recent')).getByRole('button', { name: '先完善个人资料' }),
    ).toBeTruthy();
    const staff = screen.getByTestId('widget-staff');
    expect(within(staff).getByRole('alert').textContent).toContain('加载出错了');
    answers['/compStaffMember/selectCounts'] = { data: { active: 20, hrm: 14, hro: 6, joinedThisMonth: 3 } };
    fireEvent.click(within(staff).getByRole('button', { name: '重 试' }));
    expect(await within(screen.getByTestId('widget-staff')).findByText('14')).toBeTruthy();
  });

  it('is where the 管理 module leads', async () => {
    serve(companySummary);
    openAt('/manage');
    await screen.findByTestId('workbench');
    expect(window.location.hash).toBe('#/manage/console');
  });
});

describe('a module workbench', () => {
  it("shows the module's widgets and its pages, tagging those still coming", async () => {
    serve(companySummary);
    openAt('/oa');
    expect(await shownWidgets('oa')).toEqual(['widget-oa-search', 'widget-notifications']);
    const pages = screen.getByTestId('module-pages');
    const built = within(pages).getByRole('link', { name: '通知列表' });
    expect(built.getAttribute('href')).toBe('#/oa/notifications/list');
    expect(built.closest('section')?.textContent).not.toContain('建设中');
    expect(within(pages).getByRole('link', { name: '待我签署' }).closest('section')?.textContent).toContain(
      '建设中',
    );
    expect(screen.queryByTestId('coming-soon')).toBeNull();
  });

  it('says so when nothing of the module is built yet', async () => {
    serve(companySummary);
    openAt('/recruit');
    const workbench = await screen.findByTestId('module-workbench');
    expect(workbench.textContent).toContain('本模块的功能正在建设中');
    expect(within(screen.getByTestId('module-pages')).getByText('已上线 0 项 / 共 11 项')).toBeTruthy();
    expect(screen.queryByTestId('widgets-recruit')).toBeNull();
  });
});
