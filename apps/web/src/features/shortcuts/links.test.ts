import type { AuthSummary } from '@renli/contracts';
import { describe, expect, it } from 'vitest';
import { shortcutsFor } from './links.ts';

const access = (extra: Partial<AuthSummary>): AuthSummary => ({
  userType: 3,
  compAdmin: 0,
  staffAdmin: 0,
  scopes: [],
  isPlatformAdmin: false,
  columns: { oa: 'read', other: 'read' },
  closedColumns: [],
  ...extra,
});
const keys = (summary: AuthSummary | undefined) => shortcutsFor(summary).map((link) => link.key);

describe('shortcuts', () => {
  it('offers staff accounts to those who manage staff only', () => {
    expect(keys(access({ userType: 2, compAdmin: 1 }))).toEqual([
      'chat',
      'addressBook',
      'staffAccounts',
      'departments',
      'settings',
    ]);
    expect(keys(access({ staffAdmin: 1 }))).toContain('staffAccounts');
    expect(keys(access({}))).toEqual(['chat', 'addressBook', 'departments', 'settings']);
  });

  it('gives a person no company screens, and everyone the open ones before their access is known', () => {
    expect(keys(access({ userType: 1, columns: {} }))).toEqual(['chat', 'settings']);
    expect(keys(undefined)).toEqual(['chat', 'settings']);
  });
});
