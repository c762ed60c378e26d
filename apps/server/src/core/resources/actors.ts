import type { AuditAuthor, PersonalActor, PlatformActor, ResourceActor } from '../actor.ts';
import type { AnyResource } from './define.ts';

/** The caller of any resource: its scope's actor. */
export type AnyActor = ResourceActor | PlatformActor | PersonalActor;

/** Who an audit row names for a change by this actor. */
export function authorOf(resource: AnyResource, actor: AnyActor): AuditAuthor {
  if (resource.scope === 'platform')
    return { compId: null, userId: null, adminId: (actor as PlatformActor).adminId };
  if (resource.scope === 'personal') {
    const { userId, compId } = actor as PersonalActor;
    return { compId, userId, adminId: null };
  }
  const { userId, compId } = actor as ResourceActor;
  return { compId, userId, adminId: null };
}

/** The record kind audit rows and timelines use: resources over one table may share one. */
export const auditNameOf = (resource: AnyResource) => resource.auditName ?? resource.contract.name;
