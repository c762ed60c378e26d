import type { CustomValues, StaffArchiveDetail, staffArchiveEndpoints } from '@renli/contracts';
import type { z } from 'zod';
import type { ResourceActor } from '../../core/actor.ts';
import { chinaToday } from '../../core/china-time.ts';
import type { Locale } from '../../core/i18n/index.ts';
import { invalid, problemMessages } from '../../core/resources/problems.ts';
import type { Database } from '../../db/client.ts';
import { lockArchive } from './archive-access.ts';
import { archiveCustomChange } from './archive-custom.ts';
import { archiveDetail } from './archive-detail.ts';
import { archiveChange } from './archive-rules.ts';
import { writeArchive } from './archive-write.ts';

type Body<K extends 'updateStaffArchive' | 'editStaffRemarks'> = z.output<
  NonNullable<(typeof staffArchiveEndpoints)[K]['body']>
>;

/**
 * HR changes personal fields and the company's custom fields of an archive (`updateStaffArchive`):
 * the rules of archive-rules.ts and the kit's value checks (archive-custom.ts), optimistic
 * concurrency on `version`. Job facts change through entry, changes and `correctJob`.
 */
export async function updateArchive(
  db: Database,
  actor: ResourceActor,
  locale: Locale,
  body: Body<'updateStaffArchive'>,
): Promise<StaffArchiveDetail> {
  // The kit adds `custom` to the contract's update schema at run time (kitSchemas).
  const {
    id,
    version,
    custom: sent,
    ...change
  } = body as Body<'updateStaffArchive'> & {
    custom?: CustomValues;
  };
  const row = await db.transaction(async (tx) => {
    const existing = await lockArchive(tx, actor, id, version);
    const { columns, problems } = await archiveChange(tx, actor.userId, change, existing, chinaToday());
    const custom = await archiveCustomChange(tx, locale, existing, sent);
    const messages = [...problemMessages(locale, problems), ...custom.problems];
    if (messages.length > 0) throw invalid(messages);
    return writeArchive(tx, actor, existing, custom.custom ? { ...columns, custom: custom.custom } : columns);
  });
  return archiveDetail(db, actor, row);
}

/** HR's note on the person (the spec's `editStaffRemarks`). */
export async function editRemarks(
  db: Database,
  actor: ResourceActor,
  body: Body<'editStaffRemarks'>,
): Promise<StaffArchiveDetail> {
  const row = await db.transaction(async (tx) =>
    writeArchive(tx, actor, await lockArchive(tx, actor, body.id, body.version), {
      remarks: body.remarks || null,
    }),
  );
  return archiveDetail(db, actor, row);
}
