import { describe, expect, it } from 'vitest';
import type { CompanyActor } from '../../core/actor.ts';
import { sheetRoleOf } from './sheet-access.ts';

// Who acts on a sheet (docs/product/performance.md, "Permissions"): 李雷 (user 10, HRM) is appraised
// by 王经理 (20) and 周总 (30); HR is the company account or a staff admin of the owner's type.

const actor = (userId: number, extra: Partial<CompanyActor> = {}): CompanyActor => ({
  userId,
  compId: 1,
  staffId: userId,
  isCompany: false,
  staffAdmin: false,
  managedTypes: [],
  ...extra,
});
const sheet = {
  userId: 10,
  employeeType: 1,
  reviewers: [
    { relation: 'self' as const, weight: '20', userIds: [10] },
    { relation: 'manager' as const, weight: '50', userIds: [20] },
    { relation: 'skipManager' as const, weight: '30', userIds: [30] },
  ],
};

describe('sheetRoleOf', () => {
  it('the owner, then the reviewers, then HR of the type, else nobody', () => {
    expect(sheetRoleOf(actor(10), sheet)).toBe('owner');
    expect(sheetRoleOf(actor(20), sheet)).toBe('reviewer');
    expect(sheetRoleOf(actor(30), sheet)).toBe('reviewer');
    expect(sheetRoleOf(actor(40, { staffAdmin: true, managedTypes: [1] }), sheet)).toBe('hr');
    expect(sheetRoleOf(actor(41, { isCompany: true, staffId: null, managedTypes: [1, 2] }), sheet)).toBe(
      'hr',
    );
  });
  it('an HRO-only admin is not HR of an HRM sheet; a colleague is nobody', () => {
    expect(sheetRoleOf(actor(42, { staffAdmin: true, managedTypes: [2] }), sheet)).toBeNull();
    expect(sheetRoleOf(actor(11), sheet)).toBeNull();
  });
  it('an HR admin who is also the manager acts as reviewer', () => {
    expect(sheetRoleOf(actor(20, { staffAdmin: true, managedTypes: [1] }), sheet)).toBe('reviewer');
  });
});
