import { lazy } from 'react';
import type { ChatCard } from '../../../lib/chat-cards.ts';
import { payslipCardAbstract } from './card-data.ts';

/** The payslip card of the chat's 工资条 conversation (docs/product/salary.md, "Payslips"); app/chat-cards.ts registers it. */
export const payslipChatCard: ChatCard = {
  component: lazy(() => import('./PayslipChatCard.tsx').then((m) => ({ default: m.PayslipChatCard }))),
  abstract: payslipCardAbstract,
  namespace: 'salary-payslip',
};
