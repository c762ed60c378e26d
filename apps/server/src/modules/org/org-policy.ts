import type { ResourceActor } from '../../core/actor.ts';
import type { ResourceAction } from '../../core/resources/define.ts';

/**
 * The organisation's own records (departments, positions, ranks): every staff member reads and
 * exports them (colleagues must find each other even when the 'staff' column is closed); the
 * company account and staff admins change them, and so does a staff member granted 'update' on the
 * opened 'staff' column (`/cAccountAuthCtl`).
 */
export const orgRecordsPolicy = (actor: ResourceActor, action: ResourceAction) =>
  action === 'read' ||
  action === 'export' ||
  actor.isCompany ||
  actor.staffAdmin ||
  actor.access.columns.staff === 'update';
