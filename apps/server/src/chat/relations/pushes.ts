import type { ChatServices } from '../context.ts';

/**
 * Tell every device of these users that a list changed; each fetches it again (see
 * relationPushSchemas), so both sides of a change, on all their devices, end up current.
 */
export function friendListsChanged(s: ChatServices, userIDs: string[]): void {
  s.push([...new Set(userIDs)], 'friendListChanged', {});
}

export function applicationsChanged(s: ChatServices, userIDs: string[]): void {
  s.push([...new Set(userIDs)], 'friendApplicationsChanged', {});
}

export function blacklistChanged(s: ChatServices, userID: string): void {
  s.push([userID], 'blacklistChanged', {});
}
