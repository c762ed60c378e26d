import type { FlowNode } from '../flow.ts';
import type { FlowLookups, ResolveInput } from '../resolved.ts';

/**
 * An org chart in memory for the resolver's tests. Departments: 1 the root (head 100), 2 under 1
 * (head 200), 3 under 2 (no head), 4 under 3 (head 400). Everyone is active but the `inactive`;
 * 1 is the company admin.
 */
export interface FakeOrg {
  parents: Record<number, number | null>;
  heads: Record<number, number | null>;
  roles: Record<string, number[]>;
  inactive: number[];
}

export const ADMIN = 1;

export function fakeOrg(overrides: Partial<FakeOrg> = {}): FakeOrg {
  return {
    parents: { 1: null, 2: 1, 3: 2, 4: 3 },
    heads: { 1: 100, 2: 200, 3: null, 4: 400 },
    roles: { finance: [301, 302], hr: [] },
    inactive: [],
    ...overrides,
  };
}

export function fakeLookups(org: FakeOrg = fakeOrg()): FlowLookups {
  const above = (id: number): number[] => {
    const parent = org.parents[id];
    return parent == null ? [] : [parent, ...above(parent)];
  };
  return {
    headChain: async (id) => [id, ...above(id)].map((dept) => org.heads[dept] ?? null),
    departmentHead: async (id) => org.heads[id] ?? null,
    departmentAncestors: async (id) => [id, ...above(id)],
    roleMembers: async (role) => org.roles[role] ?? [],
    companyAdmin: async () => ADMIN,
    activeUsers: async (ids) => new Set(ids.filter((id) => !org.inactive.includes(id))),
  };
}

/** An approver node with the designer's defaults (依次, empty → admin). */
export function approverNode(
  id: string,
  approvers: Extract<FlowNode, { type: 'approver' }>['approvers'],
  more: Partial<Extract<FlowNode, { type: 'approver' }>> = {},
): FlowNode {
  return { type: 'approver', id, name: id, approvers, mode: 'sequential', empty: { kind: 'admin' }, ...more };
}

/** The resolver's input: an initiator in department 4 (user 500), no values, no picks. */
export function input(nodes: FlowNode[], more: Partial<ResolveInput> = {}): ResolveInput {
  return {
    flow: { nodes, dedupe: 'none' },
    values: {},
    initiator: { userId: 500, departmentId: 4 },
    chosen: {},
    lookups: fakeLookups(),
    ...more,
  };
}
