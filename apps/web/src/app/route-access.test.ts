import { type AuthSummary, COLUMN_KEYS, type ColumnKey } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import type { Actor } from '../lib/access.ts';
import { allowedRoutes, homeFor, routeDenial } from './route-access.ts';
import type { AppRoute } from './route-types.ts';
import { routeAt } from './use-current-route.ts';
import { userModules } from './user-routes.tsx';

/** Worked examples of docs/product/permissions.md: a company that closed CRM, and four actors. */
const opened = COLUMN_KEYS.filter((key) => key !== 'crm');
const every = (level: 'read' | 'update') =>
  Object.fromEntries(opened.map((key) => [key, level])) as Partial<Record<ColumnKey, 'read' | 'update'>>;
const base: AuthSummary = {
  userType: 2,
  compAdmin: 0,
  staffAdmin: 0,
  scopes: [],
  isPlatformAdmin: false,
  columns: {},
  closedColumns: ['crm'],
};
const actor = (summary: Partial<AuthSummary>, employed = false): Actor => ({ ...base, ...summary, employed });

const companyAccount = actor({ userType: 2, compAdmin: 1, scopes: ['hrm', 'hro'], columns: every('update') });
const hrmAdmin = actor({ userType: 3, staffAdmin: 1, scopes: ['hrm'], columns: every('update') });
/** Granted read on recruitment on top of 办公 and 设置, which every staff member reads. */
const plainStaff = actor({ userType: 3, columns: { oa: 'read', recruit: 'read', other: 'read' } });
const person = actor({ userType: 1, columns: {}, closedColumns: [] });

const moduleKeys = (who: Actor) => allowedRoutes(userModules, who).map((module) => module.module);

/** The menu entries of one module the actor sees, as paths, depth first. */
function menuOf(who: Actor, module: string): string[] {
  const walk = (routes: AppRoute[]): string[] =>
    routes.filter((r) => r.menuKey).flatMap((r) => [r.menuKey!, ...walk(r.children ?? [])]);
  const found = allowedRoutes(userModules, who).find((m) => m.module === module);
  return found ? walk(found.children ?? []) : [];
}

const denialAt = (who: Actor, path: string) => routeDenial(who, routeAt(path));

const ALL_SETTINGS = [
  '/other/system',
  '/other/system/message',
  '/other/setting',
  '/other/setting/member',
  '/other/setting/company',
  '/other/setting/staff',
  '/other/setting/org',
  '/other/setting/account',
  '/other/setting/asset',
  '/other/setting/safe',
  '/other/setting/comsafe',
  '/other/setting/order',
  '/other/setting/invoice',
  '/other/bpo',
];

describe('menus that fit the actor', () => {
  it('give the company account every opened module and every setting, but no personal space', () => {
    expect(moduleKeys(companyAccount)).toEqual([
      'oa',
      'recruit',
      'rpo',
      'staff',
      'salary',
      'performance',
      'srm',
      'train',
      'exam',
      'manage',
      'other',
    ]);
    expect(menuOf(companyAccount, 'other')).toEqual(ALL_SETTINGS);
    // 我的员工信息 is a staff member's own record; the company account has none.
    expect(menuOf(companyAccount, 'staff')).not.toContain('/staff/staffmanage/assi-my');
    expect(denialAt(companyAccount, '/crm/crmorder')).toBe('closed');
    expect(denialAt(companyAccount, '/me')).toBe('denied');
    expect(homeFor(companyAccount)).toBe('/manage/console');
  });

  it('give a staff admin of HRM the same modules and settings, and their own record', () => {
    expect(moduleKeys(hrmAdmin)).toEqual(moduleKeys(companyAccount));
    expect(menuOf(hrmAdmin, 'other')).toEqual(ALL_SETTINGS);
    expect(menuOf(hrmAdmin, 'staff').slice(0, 3)).toEqual([
      '/staff/staffmanage',
      '/staff/staffmanage/assi-my',
      '/staff/staffmanage/roster',
    ]);
    expect(denialAt(hrmAdmin, '/other/setting/staff')).toBeNull();
  });

  it('give plain staff their columns and the settings that are theirs, without the managers’ pages', () => {
    expect(moduleKeys(plainStaff)).toEqual(['oa', 'recruit', 'other']);
    expect(menuOf(plainStaff, 'other')).toEqual([
      '/other/system',
      '/other/system/message',
      '/other/setting',
      '/other/setting/member',
      '/other/setting/company',
      '/other/setting/org',
      '/other/setting/account',
      '/other/setting/safe',
      '/other/setting/comsafe',
      '/other/bpo',
    ]);
    for (const path of [
      '/other/setting/staff',
      '/other/setting/asset',
      '/other/setting/invoice',
      '/salary/tax',
    ])
      expect(denialAt(plainStaff, path), path).toBe('denied');
    // Colleagues, one's own record, the console and reminders stay open whatever the columns.
    for (const path of [
      '/staff/addressBook',
      '/staff/staffmanage/assi-my',
      '/manage/console',
      '/oa/notifications/list',
    ])
      expect(denialAt(plainStaff, path), path).toBeNull();
    expect(denialAt(plainStaff, '/crm/crmorder')).toBe('closed');
  });

  it('give a person their own space and personal settings, no company screen', () => {
    expect(moduleKeys(person)).toEqual(['me', 'other']);
    expect(menuOf(person, 'me')).toEqual(['/me/resume', '/me/applications']);
    expect(menuOf(actor({ ...person }, true), 'me')).toEqual([
      '/me/resume',
      '/me/applications',
      '/me/payslips',
    ]);
    expect(menuOf(person, 'other')).toEqual([
      '/other/system',
      '/other/system/message',
      '/other/setting',
      '/other/setting/member',
      '/other/setting/account',
      '/other/setting/safe',
    ]);
    for (const path of ['/manage/console', '/staff/addressBook', '/other/setting/company', '/oa', '/crm'])
      expect(denialAt(person, path), path).toBe('person');
    expect(denialAt(person, '/oa/notifications/detail')).toBeNull();
    expect(denialAt(person, '/me/payslips')).toBe('denied');
    expect(homeFor(person)).toBe('/me');
  });

  it('hide nothing while the actor is unknown, and never judge other shells', () => {
    expect(allowedRoutes(userModules, undefined)).toEqual(userModules);
    expect(routeDenial(undefined, routeAt('/other/setting/staff'))).toBeNull();
    expect(denialAt(person, '/Members/Company')).toBeNull();
    expect(homeFor(undefined)).toBe('/manage/console');
  });
});
