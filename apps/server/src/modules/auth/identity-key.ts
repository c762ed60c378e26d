import { UserType } from '@renli/contracts';

export interface ParsedIdentity {
  userType: number;
  compId: number | null;
  staffId: number | null;
}

/**
 * Identity keys name who a login acts as: 'person', 'company:<compId>' or
 * 'staff:<compId>:<staffId>'. The company id is part of the key so every request knows its tenant
 * without another lookup.
 */
export function parseIdentityKey(key: string): ParsedIdentity {
  const [kind, a, b] = key.split(':');
  if (kind === 'company') return { userType: UserType.COMPANY, compId: Number(a), staffId: null };
  if (kind === 'staff') return { userType: UserType.STAFF, compId: Number(a), staffId: Number(b) };
  return { userType: UserType.PERSON, compId: null, staffId: null };
}

export const personKey = () => 'person';
export const companyKey = (compId: number) => `company:${compId}`;
export const staffKey = (compId: number, staffId: number) => `staff:${compId}:${staffId}`;
