import { z } from 'zod';
import { defineEndpoints } from '../endpoint.ts';

// One search across the OA workspace (docs/product/oa.md, "One search"): the caller's reports,
// documents, announcements, tasks, calendar events and meetings whose title or main text contains
// the words, each kind by its own module's visibility rules.

export const OA_SEARCH_KINDS = ['diary', 'document', 'notice', 'task', 'event', 'meeting'] as const;
export const oaSearchKindSchema = z.enum(OA_SEARCH_KINDS);
export type OaSearchKind = z.infer<typeof oaSearchKindSchema>;

export const OA_SEARCH_Q_MAX = 50;
/** Hits shown per kind; `more` says whether there were others. */
export const OA_SEARCH_PER_KIND = 5;
/** Characters of text a snippet shows around the first match. */
export const OA_SEARCH_SNIPPET = 60;

export const oaSearchBodySchema = z.object({
  q: z.string().trim().min(1, 'oaSearch.qRequired').max(OA_SEARCH_Q_MAX, 'oaSearch.qTooLong'),
  kinds: z
    .array(oaSearchKindSchema)
    .max(OA_SEARCH_KINDS.length)
    .optional()
    .refine((kinds) => kinds === undefined || new Set(kinds).size === kinds.length, 'oaSearch.kindTwice'),
});
export type OaSearchBody = z.input<typeof oaSearchBodySchema>;

export const oaSearchHitSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** About OA_SEARCH_SNIPPET characters of the main text around the first match; empty when only the title matched. */
  snippet: z.string(),
  /** When it happens or happened (ISO): a meeting's or event's start, a task's due time, a report's submission… */
  time: z.string().nullable(),
  /** The in-app hash route that opens it (`#/oa/…`). */
  link: z.string(),
});
export type OaSearchHit = z.infer<typeof oaSearchHitSchema>;

export const oaSearchGroupSchema = z.object({
  kind: oaSearchKindSchema,
  hits: z.array(oaSearchHitSchema),
  /** There are more matches than shown. */
  more: z.boolean(),
});
export type OaSearchGroup = z.infer<typeof oaSearchGroupSchema>;

export const oaSearchResultSchema = z.object({ groups: z.array(oaSearchGroupSchema) });
export type OaSearchResult = z.infer<typeof oaSearchResultSchema>;

/** What one module's search answers: up to the asked number of hits, and whether there were more. */
export type OaSearchFound = Omit<OaSearchGroup, 'kind'>;

/**
 * About `width` characters of `text` around the first case-insensitive occurrence of `q`, with an
 * ellipsis where it was cut; '' when `q` is not in the text. Whitespace runs read as one space.
 */
export function searchSnippet(text: string, q: string, width = OA_SEARCH_SNIPPET): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const needle = q.trim().toLowerCase();
  if (!needle) return '';
  const at = flat.toLowerCase().indexOf(needle);
  if (at < 0) return '';
  if (flat.length <= width) return flat;
  const before = Math.max(0, Math.floor((width - needle.length) / 3));
  const start = Math.max(0, Math.min(at - before, flat.length - width));
  const end = Math.min(flat.length, start + Math.max(width, needle.length));
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}

export const oaSearchEndpoints = defineEndpoints('oaSearch', {
  query: {
    method: 'POST',
    path: '/oaSearch/query',
    access: 'user',
    summary:
      'One search across the caller’s reports, documents, announcements, tasks, calendar events and meetings (at most 5 per kind)',
    body: oaSearchBodySchema,
    data: oaSearchResultSchema,
  },
});
