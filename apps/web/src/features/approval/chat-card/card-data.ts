import {
  APPROVAL_CARD_KINDS,
  APPROVAL_CARD_SUMMARY_LINES,
  type ApprovalCardData,
  type ApprovalCardKind,
} from '@renli/contracts/constants';
import type { TFunction } from 'i18next';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const positive = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;

/**
 * An approval card's `data` (docs/chat.md, "System conversations"), read defensively: a message is
 * client-visible JSON, so anything malformed gives `null` and the chat shows the description.
 */
export function parseApprovalCard(data: Record<string, unknown>): ApprovalCardData | null {
  const instanceId = positive(data.instanceId);
  const kind = data.kind as ApprovalCardKind;
  if (instanceId === null || !APPROVAL_CARD_KINDS.includes(kind)) return null;
  const lines = Array.isArray(data.summary) ? data.summary : [];
  return {
    businessID: 'approval',
    version: 1,
    kind,
    instanceId,
    taskId: positive(data.taskId),
    title: text(data.title),
    serialNo: text(data.serialNo),
    initiatorName: text(data.initiatorName),
    summary: lines
      .filter((line): line is Record<string, unknown> => typeof line === 'object' && line !== null)
      .map((line) => ({ label: text(line.label), value: text(line.value) }))
      .filter((line) => line.label !== '' && line.value !== '')
      .slice(0, APPROVAL_CARD_SUMMARY_LINES),
  };
}

/** "[审批] 张三的请假": the conversation list's line for a card. */
export function approvalCardAbstract(data: Record<string, unknown>, t: TFunction): string {
  const card = parseApprovalCard(data);
  return card ? t('approval:chatCard.abstract', { title: card.title }) : '';
}

/** Where 查看详情 leads: the list the card's kind belongs to (the bell's links, server reminders.ts). */
export const DETAIL_LINKS: Record<ApprovalCardKind, string> = {
  todo: '#/oa/approve/list',
  urge: '#/oa/approve/list',
  timeout: '#/oa/approve/list',
  cc: '#/oa/approve/mycc',
  mention: '#/oa/approve/mycc',
  approved: '#/oa/approve/myapply',
  rejected: '#/oa/approve/myapply',
  returned: '#/oa/approve/myapply',
};
