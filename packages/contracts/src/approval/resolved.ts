import type { ApproverNode, FlowNode } from './flow.ts';
import type { FormValues } from './form.ts';

/**
 * What a flow becomes when an instance is submitted (docs/product/approval.md, "Resolution"):
 * conditions decided, people known. Stored on the instance as JSON; the engine walks it.
 */
export type ResolvedNode =
  | {
      type: 'approver';
      /** The template node it came from (a `head` node with `upTo` becomes one node per level: `id#level`). */
      id: string;
      name: string;
      mode: ApproverNode['mode'];
      /**
       * In order for 依次; never empty (an empty node is either passed or given to someone), except
       * in a lenient preview for a 发起人自选 node still waiting for the initiator's pick.
       */
      userIds: number[];
      /** Why the people are who they are, for the preview and the timeline. */
      source: 'resolved' | 'emptyToAdmin' | 'emptyToUser' | 'addSign';
      /** People who already approved earlier in this flow and are passed here (dedupe). */
      passedUserIds: number[];
      timeout?: ApproverNode['timeout'];
    }
  | { type: 'autoPassed'; id: string; name: string; reason: 'empty' | 'dedupe' }
  | { type: 'cc'; id: string; name: string; userIds: number[] }
  | { type: 'parallel'; id: string; branches: { id: string; name: string; nodes: ResolvedNode[] }[] };

export interface ResolvedFlow {
  nodes: ResolvedNode[];
  /** The condition branches taken, by condition node id: shown in the preview. */
  branches: Record<string, string>;
}

/** The initiator as the resolver needs them. */
export interface FlowInitiator {
  userId: number;
  /** null for the company account (no department). */
  departmentId: number | null;
}

/**
 * Organisation facts the resolver asks for, answered by the server (the org module) or by a test.
 * Async, so the server can read the database; the resolver asks only for what the flow needs.
 */
export interface FlowLookups {
  /** Heads from the department upwards: index 0 is the department's own head (null: none), then its parent's... up to the root. */
  headChain(departmentId: number): Promise<(number | null)[]>;
  /** The head of one department, or null. */
  departmentHead(departmentId: number): Promise<number | null>;
  /** The department and every department above it (for "initiator's department is below X"). */
  departmentAncestors(departmentId: number): Promise<number[]>;
  /** People holding an approval role. */
  roleMembers(role: string): Promise<number[]>;
  /** The company admin (the company account's user id). */
  companyAdmin(): Promise<number>;
  /** Which of these user ids are active people of the company (others are dropped). */
  activeUsers(userIds: readonly number[]): Promise<Set<number>>;
}

export interface ResolveInput {
  flow: { nodes: FlowNode[]; dedupe: 'none' | 'consecutive' | 'any' };
  values: FormValues;
  initiator: FlowInitiator;
  /** The initiator's picks for `initiatorChooses` nodes, by node id. */
  chosen: Record<string, number[]>;
  lookups: FlowLookups;
  /**
   * The preview's mode: a 发起人自选 node without picks yet resolves to an approver node with no
   * people (waiting for the pick) instead of `chooserMissing`. Submission is never lenient.
   */
  lenient?: boolean;
}
