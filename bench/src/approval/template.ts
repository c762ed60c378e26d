import type { TemplateSave } from '@renli/contracts';

/** The demo staff the flow names (apps/server/src/seed/demo-data.ts), by login user id. */
export interface FlowPeople {
  finance: number;
  boardA: number;
  boardB: number;
}

/** Node ids of the bench flow, in order. */
export const NODE_IDS = ['head1', 'head2', 'finance', 'hro', 'board'] as const;

/**
 * A 报销 template with five approver nodes, each resolved a different way, so every resolver path
 * runs on submit: the initiator's head (level 1), the head above (level 2), a named person, a role
 * (或签 of the HRO admins) and a 会签 of two named people. For an initiator of 招聘组 the five nodes
 * hold different people in turn, so the default dedupe ('consecutive') passes none of them.
 */
export function benchTemplate(people: FlowPeople): TemplateSave {
  return {
    name: '压测报销',
    icon: 'form',
    group: '压测',
    type: 'general',
    initiators: { everyone: true },
    form: {
      fields: [
        { kind: 'money', key: 'amount', label: '金额', required: true },
        { kind: 'text', key: 'reason', label: '事由', required: true },
      ],
    },
    flow: {
      nodes: [
        { type: 'approver', id: 'head1', name: '直属主管', approvers: { kind: 'head', level: 1 } },
        { type: 'approver', id: 'head2', name: '上级主管', approvers: { kind: 'head', level: 2 } },
        {
          type: 'approver',
          id: 'finance',
          name: '财务经理',
          approvers: { kind: 'users', userIds: [people.finance] },
        },
        {
          type: 'approver',
          id: 'hro',
          name: '外包管理员',
          approvers: { kind: 'role', role: 'hroAdmin' },
          mode: 'any',
        },
        {
          type: 'approver',
          id: 'board',
          name: '总经理会签',
          approvers: { kind: 'users', userIds: [people.boardA, people.boardB] },
          mode: 'all',
        },
      ],
      dedupe: 'consecutive',
    },
  };
}
