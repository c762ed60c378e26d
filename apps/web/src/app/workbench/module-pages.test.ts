import { describe, expect, it } from 'vitest';
import { userModules } from '../user-routes.tsx';
import { modulePages, pageTally } from './module-pages.ts';

const moduleRoute = (key: string) => userModules.find((m) => m.module === key)!;

describe('module pages', () => {
  it('lists the menu pages in menu order, groups with their pages, built or coming', () => {
    const staff = modulePages(moduleRoute('staff'));
    expect(staff.map((e) => e.titleKeys[0])).toEqual([
      'nav:staff.staffmanage.title',
      'nav:staff.staffarchives',
      'nav:staff.laborcontract',
      'nav:staff.staffsurvey',
      'nav:staff.questionnaire',
      'nav:staff.activity',
      'nav:staff.atexam',
      'nav:staff.addressBook',
    ]);
    const manage = staff[0]!;
    // One built page (my record) makes its group built; the group links to its first page.
    expect(manage).toMatchObject({ path: '/staff/staffmanage/assi-my', built: true });
    expect(manage.pages.map((p) => [p.path, p.built])).toContainEqual(['/staff/staffmanage/roster', true]);
    expect(staff.at(-1)).toEqual({
      path: '/staff/addressBook',
      titleKeys: ['nav:staff.addressBook'],
      built: true,
      pages: [],
    });
    expect(staff[2]).toMatchObject({ path: '/staff/laborcontract', built: true });
  });

  it('names pages of nested groups after the subgroup and leaves out detail pages', () => {
    const client = modulePages(moduleRoute('crm'))[0]!;
    expect(client.pages.at(-1)).toMatchObject({
      path: '/crm/crmclient/bill/ing',
      titleKeys: ['nav:crm.crmclient.bill.title', 'nav:crm.crmclient.bill.ing'],
    });
    const train = modulePages(moduleRoute('train'));
    expect(train.map((e) => e.path)).not.toContain('/train/course/detail');
    expect(modulePages(moduleRoute('oa')).find((e) => e.path === '/oa/notifications/list')?.pages).toEqual([
      expect.objectContaining({ path: '/oa/notifications/list', built: true }),
    ]);
  });

  it('counts each page once', () => {
    expect(pageTally(modulePages(moduleRoute('recruit')))).toEqual({ built: 0, total: 11 });
    const other = pageTally(modulePages(moduleRoute('other')));
    expect(other.total).toBe(12);
    expect(other.built).toBeGreaterThanOrEqual(10);
  });
});
