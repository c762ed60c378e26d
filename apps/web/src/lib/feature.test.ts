import type { AuthSummary } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { inCompany, managesStaff, readsColumn } from './access.ts';
import { type FeatureManifest, type WorkbenchWidget, widgetsFor, widgetsOf } from './feature.ts';

const Tile = () => null;
const widget = (key: string, extra: Partial<WorkbenchWidget> = {}): WorkbenchWidget => ({
  key,
  modules: ['manage'],
  order: 10,
  size: 'half',
  component: Tile,
  ...extra,
});

const access = (extra: Partial<AuthSummary> = {}): AuthSummary => ({
  userType: 3,
  compAdmin: 0,
  staffAdmin: 0,
  scopes: [],
  isPlatformAdmin: false,
  columns: { oa: 'read', other: 'read' },
  closedColumns: [],
  ...extra,
});
const company = access({
  userType: 2,
  compAdmin: 1,
  columns: { oa: 'update', staff: 'update', other: 'update' },
});
const person = access({ userType: 1, columns: {} });

const keys = (widgets: WorkbenchWidget[]) => widgets.map((w) => w.key);

describe('workbench widgets', () => {
  const widgets = [
    widget('recent', { order: 50 }),
    widget('staff', { order: 30, modules: ['manage', 'staff'], visible: readsColumn('staff') }),
    widget('notifications', { order: 10, modules: ['manage', 'oa'] }),
    widget('company', { order: 20, modules: ['manage', 'other'], visible: inCompany }),
    widget('accounts', { order: 40, visible: managesStaff }),
  ];

  it("picks the module's widgets by order", () => {
    expect(keys(widgetsFor(widgets, 'manage', company))).toEqual([
      'notifications',
      'company',
      'staff',
      'accounts',
      'recent',
    ]);
    expect(keys(widgetsFor(widgets, 'staff', company))).toEqual(['staff']);
    expect(keys(widgetsFor(widgets, 'oa', company))).toEqual(['notifications']);
    expect(widgetsFor(widgets, 'crm', company)).toEqual([]);
  });

  it('leaves out what the caller may not read', () => {
    // Plain staff: no staff column, no staff accounts; the company's profile they do read.
    expect(keys(widgetsFor(widgets, 'manage', access()))).toEqual(['notifications', 'company', 'recent']);
    expect(keys(widgetsFor(widgets, 'manage', access({ columns: { staff: 'read' } })))).toContain('staff');
    expect(keys(widgetsFor(widgets, 'manage', access({ staffAdmin: 1 })))).toContain('accounts');
    // A column the company closed is absent from the columns, so it reads as not held.
    const closed = access({ ...company, columns: { oa: 'update' }, closedColumns: ['staff'] });
    expect(keys(widgetsFor(widgets, 'manage', closed))).not.toContain('staff');
    expect(keys(widgetsFor(widgets, 'manage', person))).toEqual(['notifications', 'recent']);
  });

  it('shows only the open widgets while the access is unknown', () => {
    expect(keys(widgetsFor(widgets, 'manage', undefined))).toEqual(['notifications', 'recent']);
  });

  it('collects every feature’s widgets and refuses a key used twice', () => {
    const features: FeatureManifest[] = [
      { name: 'a', widgets: [widget('a.one')] },
      { name: 'b' },
      { name: 'c', widgets: [widget('c.one'), widget('c.two')] },
    ];
    expect(keys(widgetsOf(features))).toEqual(['a.one', 'c.one', 'c.two']);
    expect(() => widgetsOf([...features, { name: 'd', widgets: [widget('c.two')] }])).toThrow(
      'Widget c.two is declared twice',
    );
  });
});
