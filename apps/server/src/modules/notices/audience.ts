import type { NoticeAudienceValue } from './schema.ts';

// Whom an announcement reaches (docs/product/oa-notice.md, "Audience"): the whole company's active
// staff, or those in a chosen department or any department below it, plus the people named. It is
// resolved when the announcement is published and kept as its recipients: someone who joins a
// department later does not see announcements published to it before.

export interface AudiencePerson {
  staffId: number;
  userId: number;
  deptId: number | null;
}

/** Each department's id with those of every department below it, from `id → parentId`. */
export function belowFromParents(parents: ReadonlyMap<number, number | null>) {
  return (deptId: number): number[] =>
    [...parents.keys()].filter((id) => {
      const seen = new Set<number>();
      for (let at: number | null = id; at !== null && !seen.has(at); at = parents.get(at) ?? null) {
        if (at === deptId) return true;
        seen.add(at);
      }
      return false;
    });
}

/** The people of `people` the audience covers, in their order, each once. */
export function audienceOf<P extends AudiencePerson>(
  audience: NoticeAudienceValue,
  people: readonly P[],
  below: (deptId: number) => readonly number[],
): P[] {
  if (audience.all) return [...people];
  const departments = new Set(audience.departmentIds.flatMap((id) => below(id)));
  const named = new Set(audience.staffIds);
  return people.filter((p) => named.has(p.staffId) || (p.deptId !== null && departments.has(p.deptId)));
}
