/**
 * The `data` of a payslip card, a `TIMCustomElem` the system account `system_salary` sends (docs/chat.md,
 * "System conversations"). It never carries an amount: the payslip opens after the identity check.
 * Plain types only: the chat UI parses it without loading zod.
 */
export const PAYSLIP_CARD_KINDS = ['published', 'remind', 'answered', 'question'] as const;
export type PayslipCardKind = (typeof PAYSLIP_CARD_KINDS)[number];
export interface PayslipCardData {
  businessID: 'payslip';
  version: 1;
  kind: PayslipCardKind;
  payslipId: number;
  runId: number;
  month: string;
  /** The staff member the payslip belongs to (HR's question cards name them). */
  staffName: string;
  /** The question or the answer, for `question` and `answered`. */
  text: string | null;
}
