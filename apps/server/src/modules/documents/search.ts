import { type DocSearchHit, type OaSearchFound, searchSnippet } from '@renli/contracts';
import type { CompanyActor } from '../../core/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { docCallerOf, loadIndex } from './access.ts';
import { search } from './service.ts';

/** The folder a hit opens: a folder itself, a file the folder (or space) it lies in. */
export function docHitLink(hit: Pick<DocSearchHit, 'id' | 'spaceId' | 'parentId' | 'type'>): string {
  const folderId = hit.type === 'folder' ? hit.id : hit.parentId;
  return `#/oa/doc/${hit.spaceId}${folderId === null ? '' : `-${folderId}`}`;
}

/**
 * Files and folders the actor may view whose name or current content text contains `q`: the
 * documents module's own search, on the caller's index as its routes build it (spaces, folder
 * grants, the 办公 column), newest change first.
 */
export async function searchDocumentsForPerson(
  db: DbOrTx,
  actor: CompanyActor,
  q: string,
  limit: number,
): Promise<OaSearchFound> {
  const index = await loadIndex(db, await docCallerOf(db, actor));
  const found = await search(db, index, q);
  return {
    hits: found.slice(0, limit).map((hit) => ({
      id: hit.id,
      title: hit.name,
      snippet: hit.snippet ? searchSnippet(hit.snippet, q) || hit.snippet : '',
      time: hit.updatedAt,
      link: docHitLink(hit),
    })),
    more: found.length > limit,
  };
}
