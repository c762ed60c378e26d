import type { ResourceActor } from '../../resources/actor.ts';
import type { ResourceAction } from '../../resources/define.ts';

/**
 * The organisation's own records (departments, positions, ranks): every staff member reads and
 * exports them; the company account and staff admins change them. Per-staff permission sets
 * (`/cAccountAuthCtl`) will narrow this when they exist.
 */
export const orgRecordsPolicy = (actor: ResourceActor, action: ResourceAction) =>
  action === 'read' || action === 'export' || actor.isCompany || actor.staffAdmin;
