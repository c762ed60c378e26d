import { and, inArray, not, sql } from 'drizzle-orm';
import type { AppDeps, AppModule } from '../../core/deps.ts';
import type { Tx } from '../../db/client.ts';
import { type Listener, listen } from '../../db/notify.ts';
import { hiredStaffOf } from '../staff/hire.ts';
import { staffEntries } from './schema.ts';

// 确认入职 may run inside an approval's final decision, where nothing runs after the commit
// (docs/modules.md, "Approvals"). So the confirmation marks its entry unannounced and notifies this
// channel, which PostgreSQL delivers only once the transaction committed; the node then emits what
// 员工账号's insert emits: `user.profileChanged` and, for a record that joined, `staff.joined`
// (docs/product/staff.md, "Entry (入职)").

const CHANNEL = 'renli_staff_entry_confirmed';
const BATCH = 100;

/** Called in the confirming transaction: the announcement follows its commit, and never a rollback. */
export async function announceOnCommit(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, '')`);
}

/**
 * Emits the events of confirmed entries not announced yet, each once: rows are claimed (skip
 * locked, so two nodes never share one) before their events go out. Answers how many it claimed.
 */
export async function announceConfirmedEntries(deps: AppDeps): Promise<number> {
  const due = deps.db
    .select({ id: staffEntries.id })
    .from(staffEntries)
    .where(not(staffEntries.announced))
    .orderBy(staffEntries.id)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed = await deps.db
    .update(staffEntries)
    .set({ announced: true })
    .where(and(inArray(staffEntries.id, due), not(staffEntries.announced)))
    .returning({ compId: staffEntries.compId, staffId: staffEntries.staffId });
  for (const { compId, staffId } of claimed) {
    const staff = staffId === null ? undefined : await hiredStaffOf(deps.db, compId, staffId);
    if (!staff || staffId === null) continue;
    // The login may be new: its chat account follows its profile.
    await deps.events.emit('user.profileChanged', { userId: staff.userId });
    // An invited login joins, and is welcomed, when its owner accepts; the archive exists already.
    if (staff.joined) await deps.events.emit('staff.joined', { compId, staffId, userId: staff.userId });
  }
  return claimed.length;
}

/**
 * Listens for confirmations on every node and announces them; also once the app is ready and after
 * the listener reconnects, for notices it missed. Runs never overlap on a node.
 */
export const entryAnnouncer: AppModule = async (app, deps) => {
  let running: Promise<void> | null = null;
  let again = false;
  const run = (): Promise<void> => {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          // A full batch may have left more behind.
          let claimed = BATCH;
          while (claimed === BATCH) claimed = await announceConfirmedEntries(deps);
        } catch (error) {
          app.log.error({ err: error }, 'confirmed entries could not be announced');
        }
      } while (again);
    })().finally(() => {
      running = null;
    });
    return running;
  };
  let listener: Listener | undefined;
  app.addHook('onReady', async () => {
    listener = await listen(deps.db, CHANNEL, {
      onPayload: () => void run(),
      onResubscribed: () => void run(),
      onError: (error) =>
        app.log.error({ err: error }, 'the entry announcement listener lost its connection'),
    });
    void run();
  });
  app.addHook('preClose', async () => {
    await listener?.close();
    while (running) await running;
  });
};
