import { PAYSLIP_CARD_KINDS, type PayslipCardData, type PayslipCardKind } from '@renli/contracts/constants';
import type { TFunction } from 'i18next';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const positive = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;

/**
 * A payslip card's `data` (docs/chat.md, "System conversations"), read defensively: anything
 * malformed gives `null` and the chat shows the message's description instead.
 */
export function parsePayslipCard(data: Record<string, unknown>): PayslipCardData | null {
  const payslipId = positive(data.payslipId);
  const runId = positive(data.runId);
  const kind = data.kind as PayslipCardKind;
  if (payslipId === null || runId === null || !PAYSLIP_CARD_KINDS.includes(kind)) return null;
  return {
    businessID: 'payslip',
    version: 1,
    kind,
    payslipId,
    runId,
    month: text(data.month),
    staffName: text(data.staffName),
    text: typeof data.text === 'string' ? data.text : null,
  };
}

/** "[工资条] 2026-10 工资条已发布": the conversation list's line for a card. */
export function payslipCardAbstract(data: Record<string, unknown>, t: TFunction): string {
  const card = parsePayslipCard(data);
  return card
    ? t(`salary-payslip:card.abstract.${card.kind}`, { month: card.month, name: card.staffName })
    : '';
}

/** Where the card leads: the staff member's payslips, or HR's 工资条发放 for a question. */
export const cardLink = (card: PayslipCardData) => (card.kind === 'question' ? '#/salary/bill' : '#/payslip');
