import { describe, expect, it } from 'vitest';
import type { CompanyActor } from '../../core/actor.ts';
import { laborContractsPolicy } from './policy.ts';

// The policy alone, without HTTP: one row per role. labor-contracts.int.test.ts checks the same through
// the endpoints, together with the kit's column gate and the HRM/HRO scope.
const member = (roles: Partial<CompanyActor> = {}): CompanyActor => ({
  userId: 1,
  compId: 1,
  staffId: 1,
  isCompany: false,
  staffAdmin: false,
  managedTypes: [],
  ...roles,
});

describe('laborContractsPolicy', () => {
  it('lets the company account and staff admins in', () => {
    expect(laborContractsPolicy(member({ isCompany: true, staffId: null, managedTypes: [1, 2] }))).toBe(true);
    expect(laborContractsPolicy(member({ staffAdmin: true, managedTypes: [1] }))).toBe(true);
  });

  it('keeps plain staff out, reading included', () => {
    expect(laborContractsPolicy(member())).toBe(false);
  });
});
