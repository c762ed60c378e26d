import type { AnyResource } from '../../../core/resources/define.ts';

/**
 * Kit resources of performance's library part: none. The library's rules (a rule per kind, a used
 * indicator kept, an import by kind) and the templates' checks do not fit the kit's generic CRUD,
 * so both are hand-written endpoints (routes.ts, docs/modules.md).
 */
export const libraryResources: readonly AnyResource[] = [];
