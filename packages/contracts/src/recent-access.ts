import { z } from 'zod';
import { defineEndpoints } from './endpoint.ts';

/** The main shell's modules (docs/product/recent-access.md): the only places a 'recently used' entry may point to. */
export const MAIN_SHELL_MODULES = [
  'oa',
  'recruit',
  'rpo',
  'staff',
  'salary',
  'performance',
  'other',
  'manage',
  'crm',
  'srm',
  'train',
  'exam',
] as const;

/** A menu key: a module page's path without parameters, e.g. `/oa/diary/mydiary`. */
export const RECENT_ROUTE_PATTERN = new RegExp(`^/(${MAIN_SHELL_MODULES.join('|')})(/[A-Za-z0-9_-]+){1,4}$`);
/** An i18n key of the page's name, e.g. `nav:oa.diary.mydiary`. */
export const RECENT_TITLE_KEY_PATTERN = /^[a-z]+:[A-Za-z0-9_.-]+$/;

/** The list shows this many pages; the server keeps at most `RECENT_ACCESS_KEPT` per identity. */
export const RECENT_ACCESS_SHOWN = 8;
export const RECENT_ACCESS_KEPT = 50;

export const addRecentAccessSchema = z.object({
  // The messages are server message keys: a refusal reads as a sentence in the caller's language.
  routeKey: z.string().max(200).regex(RECENT_ROUTE_PATTERN, 'recentAccess.unknownRoute'),
  titleKey: z.string().max(100).regex(RECENT_TITLE_KEY_PATTERN, 'recentAccess.badTitleKey'),
});
export type AddRecentAccess = z.infer<typeof addRecentAccessSchema>;

export const recentAccessSchema = z.object({
  routeKey: z.string(),
  titleKey: z.string(),
  accessedAt: z.string(),
});
export type RecentAccess = z.infer<typeof recentAccessSchema>;
export const recentAccessListSchema = z.array(recentAccessSchema);

/** The 'recently used' (最近使用) pages of the caller's current identity. */
export const recentAccessEndpoints = defineEndpoints('recent-access', {
  add: {
    method: 'POST',
    path: '/accountCtl/addRecentAccess',
    access: 'user',
    summary: 'Record a visit to a main-shell page; answers the updated list',
    body: addRecentAccessSchema,
    data: recentAccessListSchema,
  },
  list: {
    method: 'GET',
    path: '/accountCtl/selectListRecentAccesses',
    access: 'user',
    summary: 'The 8 latest distinct pages of the current identity, newest first',
    data: recentAccessListSchema,
  },
});
