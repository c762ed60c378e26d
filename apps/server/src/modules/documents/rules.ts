import { DOC_NAME_FORBIDDEN, DOC_NAME_MAX, DOC_SPACE_KIND } from '@renli/contracts';

// The rules of documents as pure functions (docs/product/oa-docs.md, "Rules"): names, and who may
// view or edit what.

export type Access = 'view' | 'edit' | null;

/** The message key of what is wrong with a folder or file name, or null. */
export function nameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'documents.name.empty';
  if (trimmed.length > DOC_NAME_MAX) return 'documents.name.tooLong';
  if (DOC_NAME_FORBIDDEN.test(trimmed)) return 'documents.name.forbidden';
  if (trimmed === '.' || trimmed === '..') return 'documents.name.dots';
  return null;
}

export interface Grant {
  subjectType: 'dept' | 'user';
  subjectId: number;
  level: 'view' | 'edit';
}

/** A space, folder or file as permissions see it: whether it inherits, and its own grants. */
export interface GrantLevel {
  inherit: boolean;
  grants: readonly Grant[];
}

export interface SpaceRef extends GrantLevel {
  kind: number;
  deptId: number | null;
  ownerUserId: number | null;
}

/** The caller: their login, their department and every department above it, and whether an OA admin. */
export interface Who {
  userId: number;
  deptChain: readonly number[];
  oaAdmin: boolean;
}

const rank = (access: Access) => (access === 'edit' ? 2 : access === 'view' ? 1 : 0);
export const higher = (a: Access, b: Access): Access => (rank(a) >= rank(b) ? a : b);
export const canView = (access: Access) => access !== null;
export const canEdit = (access: Access) => access === 'edit';

/** The strongest of the grants that name the caller (a grant to a department reaches its sub-departments). */
export function matching(who: Who, grants: readonly Grant[]): Access {
  let best: Access = null;
  for (const grant of grants) {
    const hits =
      grant.subjectType === 'user' ? grant.subjectId === who.userId : who.deptChain.includes(grant.subjectId);
    if (hits) best = higher(best, grant.level);
  }
  return best;
}

/**
 * What nothing below can take away: 我的文档's owner, and the OA admins in the company space, edit
 * everything in it.
 */
export function floorOf(who: Who, space: SpaceRef): Access {
  if (space.kind === DOC_SPACE_KIND.personal) return space.ownerUserId === who.userId ? 'edit' : null;
  if (space.kind === DOC_SPACE_KIND.company && who.oaAdmin) return 'edit';
  return null;
}

/** The space's defaults: everyone views the company space; a department's members (sub-departments too) edit its space. */
export function spaceDefault(who: Who, space: SpaceRef): Access {
  if (space.kind === DOC_SPACE_KIND.company) return who.oaAdmin ? 'edit' : 'view';
  if (space.kind === DOC_SPACE_KIND.department)
    return space.deptId !== null && who.deptChain.includes(space.deptId) ? 'edit' : null;
  return null;
}

/**
 * The caller's access to an item, given its chain from the item itself up to the top folder
 * (empty for the space itself): the nearest level whose grants name the caller decides; a level
 * that does not inherit stops the walk; past the top, the space's grants, then its defaults.
 * The space's floor always holds.
 */
export function effectiveAccess(who: Who, chain: readonly GrantLevel[], space: SpaceRef): Access {
  const floor = floorOf(who, space);
  for (const level of chain) {
    const found = matching(who, level.grants);
    if (found) return higher(found, floor);
    if (!level.inherit) return floor;
  }
  const found = matching(who, space.grants);
  if (found) return higher(found, floor);
  if (!space.inherit) return floor;
  return higher(spaceDefault(who, space), floor);
}

/** An upload's name in the folder: "报告.pdf" stays, unless a different extension clashes; never used for versions. */
export const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** Up to `width` characters of `text` around the first match of `words` (case-insensitive). */
export function snippetOf(text: string, words: string, width = 120): string {
  const at = text.toLowerCase().indexOf(words.toLowerCase());
  if (at < 0) return '';
  const before = Math.max(0, Math.floor((width - words.length) / 2));
  const start = Math.max(0, at - before);
  const end = Math.min(text.length, start + width);
  const body = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return `${start > 0 ? '…' : ''}${body}${end < text.length ? '…' : ''}`;
}
