import { type AttendanceSettings, DEFAULT_ATTENDANCE_SETTINGS } from '@renli/contracts';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { CompanyActor } from '../../../core/actor.ts';
import { badRequest, conflict } from '../../../core/http/errors.ts';
import { diffRows, writeAudit } from '../../../core/resources/audit.ts';
import { resourceMessages } from '../../../core/resources/messages.ts';
import type { Database, DbOrTx } from '../../../db/client.ts';
import { isUniqueViolation } from '../../../db/errors.ts';
import { attendanceSettings } from '../schema.ts';
import { rulesMessages as m } from './messages.ts';

/** The company's attendance settings; the defaults until it saves its own (docs/product/attendance.md). */
export async function attendanceSettingsOf(db: DbOrTx, compId: number): Promise<AttendanceSettings> {
  return (await settingsState(db, compId)).settings;
}

/** The settings and their version (0 until the company saves its own). */
export async function settingsState(db: DbOrTx, compId: number) {
  const [row] = await db
    .select({ settings: attendanceSettings.settings, version: attendanceSettings.version })
    .from(attendanceSettings)
    .where(eq(attendanceSettings.compId, compId));
  return { settings: { ...DEFAULT_ATTENDANCE_SETTINGS, ...row?.settings }, version: row?.version ?? 0 };
}

/**
 * Saves the settings at the version the caller read (stale: 409). None of them changes what a day
 * asks, so no day is recomputed; the audit log keeps who changed which.
 */
export async function saveSettings(
  db: Database,
  actor: CompanyActor,
  body: { settings: AttendanceSettings; version: number },
) {
  // Compensatory leave may not be worth less than the overtime that earned it (docs/product/attendance.md).
  if (new Decimal(body.settings.compensatoryRatio).lessThan(1))
    throw badRequest(m['attendance.rules.settings.ratio']);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(attendanceSettings)
      .where(eq(attendanceSettings.compId, actor.compId))
      .for('update');
    if ((row?.version ?? 0) !== body.version) throw conflict(resourceMessages['resource.stale']);
    const before = { ...DEFAULT_ATTENDANCE_SETTINGS, ...row?.settings };
    try {
      if (row)
        await tx
          .update(attendanceSettings)
          .set({ settings: body.settings, version: row.version + 1, updatedAt: new Date() })
          .where(eq(attendanceSettings.compId, actor.compId));
      else await tx.insert(attendanceSettings).values({ compId: actor.compId, settings: body.settings });
    } catch (error) {
      // Two first saves at once: the second read no row, yet one exists now.
      if (isUniqueViolation(error)) throw conflict(resourceMessages['resource.stale']);
      throw error;
    }
    await writeAudit(tx, actor, 'attendanceSettings', [
      {
        recordId: actor.compId,
        action: row ? 'update' : 'insert',
        changes: diffRows(
          { id: actor.compId, version: row?.version ?? 0, ...before },
          { id: actor.compId, version: (row?.version ?? 0) + 1, ...body.settings },
        ),
      },
    ]);
    return { settings: body.settings, version: (row?.version ?? 0) + 1 };
  });
}
