import type { TemplateConfig } from '@renli/contracts';
import type { SheetReviewer } from './schema.ts';

// How a template's reviewer levels become people at launch (docs/product/performance.md, "Templates",
// "Cycles and stages"): `self` is the person, `manager` the head of their department — for the head
// themself, and for a department without a head, the nearest head above —, `skipManager` the nearest
// head above the manager, `designated` the template's named people. Pure: the org facts come in.

/** The heads of a department and of each department above it, nearest first (null: none). */
export type HeadChain = readonly (number | null)[];

export interface ReviewedPerson {
  userId: number;
  /** `headChain` of the person's department; empty without a department. */
  heads: HeadChain;
}

/** The nearest heads above the person: [manager, skip-level manager], each undefined when none. */
export function managersOf(person: ReviewedPerson): [number | undefined, number | undefined] {
  const above = person.heads.filter((head): head is number => head !== null && head !== person.userId);
  const distinct = [...new Set(above)];
  return [distinct[0], distinct[1]];
}

/**
 * Each level of the template resolved for one person. `active` keeps only people still active in the
 * company (designated reviewers may have left); a level with nobody left is kept, empty, and shown
 * as a warning before launch.
 */
export function resolveReviewers(
  levels: TemplateConfig['reviewers'],
  person: ReviewedPerson,
  active: ReadonlySet<number>,
): SheetReviewer[] {
  const [manager, skipManager] = managersOf(person);
  const of = (id: number | undefined) => (id === undefined ? [] : [id]);
  return levels.map((level) => {
    const userIds =
      level.relation === 'self'
        ? [person.userId]
        : level.relation === 'manager'
          ? of(manager)
          : level.relation === 'skipManager'
            ? of(skipManager)
            : level.userIds.filter((id) => active.has(id));
    return { relation: level.relation, weight: level.weight, userIds };
  });
}

/** The levels that resolved to nobody (launch preview warnings). */
export const emptyLevels = (reviewers: readonly SheetReviewer[]) =>
  reviewers.filter((level) => level.userIds.length === 0).map((level) => level.relation);
