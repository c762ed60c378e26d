import { z } from 'zod';
import { passwordSchema } from './auth.ts';
import { defineEndpoints } from './endpoint.ts';

const text = (max: number) => z.string().trim().max(max);
const webUrl = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/ }).max(500),
  z.string().regex(/^\/files\/[\w.-]+$/),
]);

/** What the public site may read about the platform (`/anon/plat/infoNose`). */
export const platformInfoSchema = z.object({
  name: z.string(),
  logoUrl: z.string(),
  icp: z.string(),
  servicePhone: z.string(),
  serviceEmail: z.string(),
  address: z.string(),
  about: z.string(),
  registrationOpen: z.boolean(),
});
export type PlatformInfo = z.infer<typeof platformInfoSchema>;

/** The admin's view adds who changed it last and the version for optimistic concurrency. */
export const platformSettingsSchema = platformInfoSchema.extend({
  version: z.number().int(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

export const platformUpdateSchema = z.object({
  version: z.number().int().min(0),
  name: text(40).min(1),
  logoUrl: webUrl,
  icp: text(60),
  servicePhone: z
    .string()
    .trim()
    .regex(/^[0-9+\-() ]{0,30}$/, 'platform.phoneFormat'),
  serviceEmail: z.union([z.literal(''), z.email().max(100)]),
  address: text(200),
  about: text(2000),
  registrationOpen: z.boolean(),
});
export type PlatformUpdate = z.infer<typeof platformUpdateSchema>;

// Posters --------------------------------------------------------------------------------------
export const POSTER_PLACEMENTS = ['home', 'login', 'app'] as const;
export const posterPlacementSchema = z.enum(POSTER_PLACEMENTS);

export const posterSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
  placement: posterPlacementSchema,
  sort: z.number().int(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  status: z.union([z.literal(1), z.literal(2)]),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Poster = z.infer<typeof posterSchema>;

const posterFields = {
  title: text(60).min(1),
  imageUrl: webUrl.refine((v) => v !== '', 'validation.required'),
  linkUrl: webUrl,
  placement: posterPlacementSchema,
  sort: z.number().int().min(0).max(99999),
  startAt: z.iso.datetime({ offset: true }).nullable(),
  endAt: z.iso.datetime({ offset: true }).nullable(),
  status: z.union([z.literal(1), z.literal(2)]),
};
const windowOk = (v: { startAt?: string | null; endAt?: string | null }) =>
  !v.startAt || !v.endAt || Date.parse(v.startAt) < Date.parse(v.endAt);
const windowRule = { message: 'poster.window', path: ['endAt'] };
export const posterCreateSchema = z
  .object({ ...posterFields, linkUrl: webUrl.optional(), sort: posterFields.sort.optional() })
  .extend({
    startAt: posterFields.startAt.optional(),
    endAt: posterFields.endAt.optional(),
    status: posterFields.status.optional(),
  })
  .refine(windowOk, windowRule);
export type PosterCreate = z.infer<typeof posterCreateSchema>;
/** The window rule on an update is checked by the server against the stored other end. */
export const posterUpdateSchema = z
  .object(posterFields)
  .partial()
  .extend({ id: z.number().int().positive(), version: z.number().int().positive() });
export type PosterUpdate = z.infer<typeof posterUpdateSchema>;
export const posterNoseQuerySchema = z.object({ placement: posterPlacementSchema });
export const publicPosterSchema = posterSchema.pick({
  id: true,
  title: true,
  imageUrl: true,
  linkUrl: true,
  placement: true,
});

// Caches ---------------------------------------------------------------------------------------
export const cacheInfoSchema = z.object({
  name: z.string(),
  entries: z.number().int(),
  ttlSeconds: z.number().int(),
});
export type CacheInfo = z.infer<typeof cacheInfoSchema>;
export const cacheClearSchema = z.object({ name: z.string().min(1).max(40) });

// Platform admin accounts (/Set) --------------------------------------------------------------
export const adminAccountSchema = z.object({
  id: z.number().int(),
  loginCode: z.string(),
  name: z.string(),
  status: z.union([z.literal(1), z.literal(2)]),
  createdAt: z.string(),
  /** The caller's own account: it cannot be disabled from here. */
  self: z.boolean(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;
export const adminAccountCreateSchema = z.object({
  // Stored lower-cased, as every login is looked up (typed 'Ops' logs in as 'ops').
  loginCode: z
    .string()
    .trim()
    .min(3)
    .max(60)
    .regex(/^[A-Za-z0-9_.@-]+$/, 'platform.loginCodeFormat')
    .toLowerCase(),
  name: text(30).min(1),
  /** MD5 of the initial password, hashed by the web client like every password. */
  password: passwordSchema,
});
export type AdminAccountCreate = z.infer<typeof adminAccountCreateSchema>;
export const adminAccountStatusSchema = z.object({
  id: z.number().int().positive(),
  status: z.union([z.literal(1), z.literal(2)]),
});
export const adminAccountPasswordSchema = z.object({
  id: z.number().int().positive(),
  password: passwordSchema,
});

/**
 * The back office's platform pages (`/Platform`, `/Cache`, `/Set`) and the public reads; posters and
 * admin accounts are kit resources.
 */
export const platformEndpoints = defineEndpoints('platform', {
  infoNose: {
    method: 'GET',
    path: '/anon/plat/infoNose',
    access: 'public',
    summary: 'Public: platform name, logo, ICP, contacts (cached)',
    data: platformInfoSchema,
  },
  selectSettings: {
    method: 'GET',
    path: '/admin/plat/select',
    access: 'admin',
    summary: 'The platform settings (version 0: never saved)',
    data: platformSettingsSchema,
  },
  updateSettings: {
    method: 'POST',
    path: '/admin/plat/update',
    access: 'admin',
    summary: 'Save the platform settings (stale version: 409)',
    body: platformUpdateSchema,
    data: platformSettingsSchema,
  },
  posterListNose: {
    method: 'GET',
    path: '/anon/poster/listNose',
    access: 'public',
    summary: 'Public: active posters of a placement, in order',
    query: posterNoseQuerySchema,
    data: z.array(publicPosterSchema),
  },
  cacheList: {
    method: 'GET',
    path: '/admin/cache/list',
    access: 'admin',
    summary: "This node's in-memory caches with their entry counts",
    data: z.array(cacheInfoSchema),
  },
  cacheClear: {
    method: 'POST',
    path: '/admin/cache/clear',
    access: 'admin',
    summary: 'Empty one cache of this node',
    body: cacheClearSchema,
    data: z.null(),
  },
  // Admin accounts are auth's kit resource (`/admin/set`); this older path applies its transitions.
  adminStatus: {
    method: 'POST',
    path: '/admin/set/updateStatus',
    access: 'admin',
    summary: 'Enable (1) or disable (2) an admin; disabling ends its sessions; not yourself',
    body: adminAccountStatusSchema,
    data: z.null(),
  },
  adminResetPassword: {
    method: 'POST',
    path: '/admin/set/resetPassword',
    access: 'admin',
    summary: "Set an admin's password and end its sessions",
    body: adminAccountPasswordSchema,
    data: z.null(),
  },
});
