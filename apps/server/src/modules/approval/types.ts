import type { Tx } from '../../db/client.ts';
import type { approvalInstances } from './schema.ts';

export type ApprovalInstanceRow = typeof approvalInstances.$inferSelect;

/**
 * A module's approval type (docs/product/approval.md, "Into the rest of the product"): its effects
 * run inside the transaction of the final decision, so they happen exactly once or not at all.
 */
export interface ApprovalType {
  type: string;
  onApproved(tx: Tx, instance: ApprovalInstanceRow): Promise<void>;
  onRejected?(tx: Tx, instance: ApprovalInstanceRow): Promise<void>;
  /** The initiator withdrew it (撤回) from the approval center. */
  onWithdrawn?(tx: Tx, instance: ApprovalInstanceRow): Promise<void>;
  /**
   * Only the module's records start it (请假 by an attendance request): starting or resubmitting one
   * directly is refused with this message key, which says where to ask instead.
   */
  startedByRecords?: string;
}

/** `general` needs no effect; the built-in templates' other types are registered by their modules. */
const BUILT_IN = ['general', 'leave', 'overtime', 'missedPunch', 'trip', 'expense'];
const registry = new Map<string, ApprovalType>();

export function registerApprovalType(type: ApprovalType): void {
  if (registry.has(type.type)) throw new Error(`approval type ${type.type} registered twice`);
  registry.set(type.type, type);
}

export const isKnownApprovalType = (type: string) => BUILT_IN.includes(type) || registry.has(type);
export const approvalTypeOf = (type: string) => registry.get(type);
