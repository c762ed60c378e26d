import { describe, expect, it } from 'vitest';
import { moduleNumberForPath } from '../lib/current-module.ts';
import { i18n, NAMESPACES, resources } from '../lib/i18n.ts';
import { featureScreens } from './features.ts';
import { menuState, menuTrail, routeTrail } from './menu.tsx';
import { flatten } from './route-builders.tsx';
import { allRoutes, firstPagePath, routeTable } from './routes.ts';
import { routeAt } from './use-current-route.ts';
import { userModules } from './user-routes.tsx';

/** The AppRoute React Router would show for a path, or 'not found'. */
function resolve(path: string) {
  return routeAt(path) ?? 'not found';
}

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('route table', () => {
  it('has a catalog path for every screen a feature claims, and shows it there', () => {
    const paths = new Set(allRoutes.map((route) => route.path));
    expect([...featureScreens.keys()].filter((path) => !paths.has(path))).toEqual([]);
    expect(resolve('/other/setting/staff')).toMatchObject({
      element: featureScreens.get('/other/setting/staff')!.element,
    });
    expect(resolve('/staff/addressBook')).toMatchObject({ openToAllStaff: true });
    // The bell counts reminders whatever columns are closed, so their pages stay open too.
    expect(resolve('/oa/notifications/list')).toMatchObject({ openToAllStaff: true });
    expect(resolve('/oa/notifications/detail')).toMatchObject({ openToAllStaff: true });
    // Built modules show no placeholder: settings' 系统消息 and the back office's order detail.
    expect(resolve('/other/system/message')).toMatchObject({ openToAllStaff: true });
    expect(routeAt('/other/system/message')?.placeholder).toBe(undefined);
    expect(routeAt('/OrderDetail')?.element).toBeDefined();
    expect(routeAt('/OrderDetail')?.placeholder).toBe(undefined);
  });

  it('names every screen in both languages', () => {
    const missing = allRoutes
      .flatMap((route) => ['zh-CN', 'en'].map((lng) => ({ lng, key: route.titleKey })))
      .filter(({ lng, key }) => !i18n.exists(key, { lng, fallbackLng: false }));
    expect(missing).toEqual([]);
  });

  it('has the same locale keys in Chinese and English', () => {
    for (const ns of NAMESPACES) {
      expect(keysOf(resources.en?.[ns]).sort(), ns).toEqual(keysOf(resources['zh-CN']?.[ns]).sort());
    }
  });

  it('declares each path once', () => {
    const paths = allRoutes.map((route) => route.path);
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  });

  it.each([
    ['/', 'public'],
    ['/login', 'public'],
    ['/logon', 'public'],
    ['/register', 'public'],
    ['/reset-password', 'public'],
    ['/about', 'public'],
    ['/project/hrm', 'public'],
    ['/company/42/notice/7', 'public'],
    ['/ms/room/1/2/3/login', 'public'],
    ['/performance/360/answer', 'public'],
    ['/oa', 'user'],
    ['/recruit', 'user'],
    ['/rpo', 'user'],
    ['/manage/console', 'user'],
    ['/oa/diary/mydiary', 'user'],
    ['/oa/attendance/record/2', 'user'],
    ['/staff/staffmanage', 'user'],
    ['/staff/staffmanage/roster/1', 'user'],
    ['/salary/social/ssa', 'user'],
    ['/salary/wage', 'user'],
    ['/performance/performanceappraisal/2', 'user'],
    ['/recruit/job', 'user'],
    ['/rpo/lbresumestatistical', 'user'],
    ['/crm/crmclient/wait', 'user'],
    ['/crm/crmclient/bill/ing', 'user'],
    ['/crm/crminvoice/nullify', 'user'],
    ['/srm/srmorder/3', 'user'],
    ['/train/live/debut/5', 'user'],
    ['/live/detail', 'user'],
    ['/exam/kpmall', 'user'],
    ['/other/setting/member', 'user'],
    ['/aLogin', 'public'],
    ['/Members/Company', 'admin'],
    ['/Members/AllStaff', 'admin'],
    ['/Members/AllStaff/2', 'admin'],
    ['/Approval/company', 'admin'],
    ['/Parameter/ChannelList', 'admin'],
    ['/Set', 'admin'],
  ])('%s is a %s screen', (path, access) => {
    const route = resolve(path);
    expect(route).not.toBe('not found');
    expect(route !== 'not found' && route.access).toBe(access);
  });

  it('sends unknown paths to the 404 page', () => {
    expect(resolve('/no/such/page')).toBe('not found');
    expect(resolve('/srm/srminvoice/nullify')).toBe('not found');
  });

  it('gives the recruitment modules the module numbers their paths imply', () => {
    for (const route of allRoutes.filter((r) => r.moduleNumber)) {
      expect(moduleNumberForPath(route.path), route.path).toBe(route.moduleNumber);
    }
    expect(userModules.find((m) => m.module === 'recruit')?.moduleNumber).toBe(12);
    expect(userModules.find((m) => m.module === 'rpo')?.moduleNumber).toBe(13);
  });

  it('lets menu groups lead to their first page', () => {
    const staff = userModules.find((m) => m.module === 'staff')!;
    const manage = staff.children!.find((r) => r.path === '/staff/staffmanage')!;
    expect(manage.element).toBeUndefined();
    expect(firstPagePath(manage)).toBe('/staff/staffmanage/assi-my');
    expect(resolve('/salary/wage')).toMatchObject({ path: '/salary/wage' });
  });

  it('gives every module root a workbench, the 管理 root its console, and tags only unclaimed pages', () => {
    for (const module of userModules.filter((m) => m.module !== 'manage')) {
      expect(module.element, module.path).toBeTruthy();
      expect(module.placeholder, module.path).toBeUndefined();
    }
    const manage = userModules.find((m) => m.module === 'manage')!;
    expect(manage.element).toBeUndefined();
    expect(firstPagePath(manage)).toBe('/manage/console');
    expect(resolve('/manage/console')).toMatchObject({
      openToAllStaff: true,
      titleKey: 'nav:manage.console',
    });
    expect(resolve('/manage/console')).not.toHaveProperty('placeholder');
    const pages = userModules.flatMap((module) => flatten(module.children ?? [])).filter((r) => !r.children);
    for (const route of pages) {
      const claimed = featureScreens.has(route.path) || route.path === '/manage/console';
      expect(Boolean(route.placeholder), route.path).toBe(!claimed);
    }
  });

  it('renders a page for every route that is not a menu group', () => {
    expect(allRoutes.filter((route) => !route.element && !route.children?.length)).toEqual([]);
    expect(routeTable.length).toBeGreaterThan(20);
  });
});

describe('menus', () => {
  const oa = userModules.find((m) => m.module === 'oa')!;

  it('selects the page and opens its group', () => {
    expect(menuState(oa.children!, '/oa/diary/reviewlog')).toEqual({
      selected: ['/oa/diary/reviewlog'],
      open: ['/oa/diary'],
    });
    expect(menuState(oa.children!, '/oa/attendance/record/3').selected).toEqual(['/oa/attendance/record']);
  });

  it('selects a detail page’s visible parent', () => {
    expect(menuState(oa.children!, '/oa/notifications/detail').selected).toEqual(['/oa/notifications/list']);
    const train = userModules.find((m) => m.module === 'train')!;
    expect(menuState(train.children!, '/train/course/detail/play').selected).toEqual(['/train/course']);
  });

  it('keeps detail pages out of the menu and finds breadcrumbs', () => {
    expect(menuTrail(oa.children!, '/oa/notifications-test')).toEqual([]);
    const page = allRoutes.find((r) => r.path === '/oa/diary/mydiary')!;
    expect(routeTrail([oa], page).map((r) => r.titleKey)).toEqual([
      'nav:oa.title',
      'nav:oa.diary.title',
      'nav:oa.diary.mydiary',
    ]);
  });
});
