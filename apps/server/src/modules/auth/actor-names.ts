import type { ResolveActorNames } from '../../core/actor.ts';
import { platformAdminNames } from './admin-accounts.ts';
import { findUserProfiles } from './profiles.ts';

/** Names of the authors of audited changes (resource timelines): logins' names, administrators' names. */
export const actorNames: ResolveActorNames = async (db, { userIds, adminIds }) => {
  const [profiles, admins] = await Promise.all([
    findUserProfiles(db, userIds),
    platformAdminNames(db, adminIds),
  ]);
  return { users: new Map(profiles.map((p) => [p.userId, p.userName])), admins };
};
