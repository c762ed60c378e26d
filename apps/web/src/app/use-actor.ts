import { UserType } from '@renli/contracts';
import { useMemo } from 'react';
import { useIdentities } from '../features/auth/api.ts';
import type { Actor } from '../lib/access.ts';
import { useAuthSummary } from '../lib/session-queries.ts';

/**
 * The logged-in actor (lib/access.ts). `pending` until the access summary has arrived: screens wait
 * for it rather than show a company workspace to a person. If it cannot be read the actor stays
 * unknown and nothing is hidden (the server still refuses what it must).
 */
export function useActor(): { actor: Actor | undefined; pending: boolean } {
  const summary = useAuthSummary();
  const identities = useIdentities().data;
  const actor = useMemo(
    () =>
      summary.data && {
        ...summary.data,
        employed: identities?.some((identity) => identity.userType === UserType.STAFF) ?? false,
      },
    [summary.data, identities],
  );
  return { actor, pending: summary.isPending };
}
