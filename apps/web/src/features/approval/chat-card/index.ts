import { lazy } from 'react';
import type { ChatCard } from '../../../lib/chat-cards.ts';
import { approvalCardAbstract } from './card-data.ts';

/**
 * The approval card of the chat's 审批 conversation (docs/product/approval.md, "Into the rest of the
 * product"); app/chat-cards.ts registers it. Its code, with the calls it makes, loads with the first
 * card on screen.
 */
export const approvalChatCard: ChatCard = {
  component: lazy(() => import('./ApprovalChatCard.tsx').then((m) => ({ default: m.ApprovalChatCard }))),
  abstract: approvalCardAbstract,
  namespace: 'approval',
};
