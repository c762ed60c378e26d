import type { FormValues } from '@renli/contracts';
import type { Tx } from '../../db/client.ts';
import type { ResourceActor } from '../actor.ts';
import type { Locale } from '../i18n/index.ts';

// The seam between the kit's state machines and the approval engine (docs/modules.md, "Approvals").
// Core knows no module: the app hands the kit a gate (the engine's), and the kit registers here how
// each resource applies a transition once it is approved, which the engine calls.

/** A transition that waits for approval, as the kit hands it to the engine. */
export interface ApprovalRequest {
  /** The resource's contract name. */
  resource: string;
  recordId: number;
  transition: string;
  /** The transition's validated input, applied as it is when approved. */
  input: Record<string, unknown>;
  /** Who asked: the initiator of the approval, and the actor the transition runs as when approved. */
  actor: ResourceActor;
  locale: Locale;
  /** The approval type whose template runs (`TransitionApproval.flow`). */
  type: string;
  /** The template form's values, from the transition's `values`. */
  values: FormValues;
}

export interface ApprovalGate {
  /**
   * Starts the approval inside the transition's transaction; a record already waiting answers 409.
   * True when it was granted at once (nobody to ask) and the transition is applied already.
   */
  request(tx: Tx, request: ApprovalRequest): Promise<boolean>;
  /** Whether the company has an active template of the approval type (for optional approvals). */
  hasFlow(tx: Tx, compId: number, type: string): Promise<boolean>;
}

/** What the engine hands back when the approval is granted. */
export interface ApprovedTransition {
  recordId: number;
  transition: string;
  input: Record<string, unknown>;
  actor: ResourceActor;
}

/** Applies an approved transition in the engine's transaction: false when the record moved on meanwhile. */
export type ApprovedTransitionApplier = (tx: Tx, approved: ApprovedTransition) => Promise<boolean>;

const appliers = new Map<string, ApprovedTransitionApplier>();

/** Registered by the kit when it mounts a resource whose transitions wait for approval. */
export function registerApprovedTransitionApplier(resource: string, apply: ApprovedTransitionApplier) {
  appliers.set(resource, apply);
}

/** Called by the engine on the final approval; an unknown resource is a wiring error. */
export function applyApprovedTransition(tx: Tx, resource: string, approved: ApprovedTransition) {
  const apply = appliers.get(resource);
  if (!apply) throw new Error(`no approved-transition applier for resource ${resource}`);
  return apply(tx, approved);
}
