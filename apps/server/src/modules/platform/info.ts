import type { PlatformInfo, PlatformSettings, PlatformUpdate } from '@renli/contracts';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../core/deps.ts';
import { conflict } from '../../core/http/errors.ts';
import { platformAdminNames } from '../auth/admin-accounts.ts';
import { CACHE_NAMES, namedCache } from './caches.ts';
import { platformMessages as m } from './messages.ts';
import { platformSettings } from './schema.ts';

const ROW_ID = 1;

/** What a fresh installation shows until an admin saves the platform page (version 0: no row yet). */
export const DEFAULT_PLATFORM: PlatformInfo = {
  name: 'Renli 人力',
  logoUrl: '',
  icp: '',
  servicePhone: '',
  serviceEmail: '',
  address: '',
  about: '',
  registrationOpen: true,
};

const publicFields = (s: PlatformInfo): PlatformInfo => ({
  name: s.name,
  logoUrl: s.logoUrl,
  icp: s.icp,
  servicePhone: s.servicePhone,
  serviceEmail: s.serviceEmail,
  address: s.address,
  about: s.about,
  registrationOpen: s.registrationOpen,
});

/** The platform's profile (`/Platform`) and its public, cached subset (`platformEndpoints.infoNose`). */
export function createPlatformInfoService(deps: AppDeps) {
  const { db } = deps;
  const cache = namedCache<PlatformInfo>(deps, CACHE_NAMES.platformInfo, 10 * 60_000);

  async function read(): Promise<PlatformSettings> {
    const [settings] = await db.select().from(platformSettings).where(eq(platformSettings.id, ROW_ID));
    if (!settings) return { ...DEFAULT_PLATFORM, version: 0, updatedAt: null, updatedBy: null };
    const names = await platformAdminNames(db, [settings.updatedBy]);
    return {
      ...publicFields(settings),
      version: settings.version,
      updatedAt: settings.updatedAt.toISOString(),
      updatedBy: names.get(settings.updatedBy ?? 0) ?? null,
    };
  }

  return {
    read,
    publicInfo: () => cache.get('info', async () => publicFields(await read())),

    /** Version 0 creates the row; any other must match the stored one (409 otherwise). */
    async update(adminId: number, input: PlatformUpdate) {
      const { version, ...fields } = input;
      const values = { ...fields, updatedBy: adminId, updatedAt: new Date() };
      const written =
        version === 0
          ? await db
              .insert(platformSettings)
              .values({ id: ROW_ID, ...values, version: 1 })
              .onConflictDoNothing()
              .returning({ id: platformSettings.id })
          : await db
              .update(platformSettings)
              .set({ ...values, version: version + 1 })
              .where(and(eq(platformSettings.id, ROW_ID), eq(platformSettings.version, version)))
              .returning({ id: platformSettings.id });
      if (written.length === 0) throw conflict(m['platform.stale']);
      cache.clear();
      return read();
    },
  };
}
