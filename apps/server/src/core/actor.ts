import type { DbOrTx } from '../db/client.ts';
import type { EffectiveColumns } from './access.ts';
import type { AuthContext } from './http/auth.ts';

/** A caller inside a company, with the roles policies ask about (one read of their staff record). */
export interface CompanyActor {
  userId: number;
  compId: number;
  /** null for the company account itself. */
  staffId: number | null;
  isCompany: boolean;
  staffAdmin: boolean;
  /** Employee types (HRM 1, HRO 2) the caller administers: both for the company account, none for plain staff. */
  managedTypes: number[];
}

/** The caller of a resource endpoint: a company actor with its effective column access. */
export interface ResourceActor extends CompanyActor {
  /** Effective column access (docs/product/permissions.md), for column gates and policies that widen by grant. */
  access: EffectiveColumns;
}

export type UserAuth = Extract<AuthContext, { kind: 'user' }>;

/** The caller of a platform resource: a back-office administrator (no tenant). */
export interface PlatformActor {
  adminId: number;
}

/** The caller of a personal resource: a login in its current identity (company or none). */
export interface PersonalActor {
  userId: number;
  compId: number | null;
  identityKey: string;
}

/** Who wrote an audited change: a login (in a company or not) or a platform administrator. */
export interface AuditAuthor {
  compId: number | null;
  userId: number | null;
  adminId: number | null;
}

/** Display names of the authors of audited changes, by id (logins' names and administrators'). */
export interface ActorNames {
  users: Map<number, string>;
  admins: Map<number, string>;
}
export type ResolveActorNames = (
  db: DbOrTx,
  ids: { userIds: number[]; adminIds: number[] },
) => Promise<ActorNames>;

/**
 * How the kit learns who calls: core knows the shape of an actor, the organisation and permission
 * modules know where roles and grants are stored (docs/architecture.md, "Layers").
 */
export type ResolveResourceActor = (db: DbOrTx, auth: UserAuth) => Promise<ResourceActor>;
