/**
 * The `data` of an approval card, a `TIMCustomElem` the system account `system_approval` sends
 * (docs/chat.md, "System conversations"; docs/product/approval.md, "Into the rest of the product").
 * Plain types only: the chat UI parses it without loading zod.
 */
export const APPROVAL_CARD_KINDS = [
  'todo',
  'urge',
  'timeout',
  'cc',
  'mention',
  'approved',
  'rejected',
  'returned',
] as const;
export type ApprovalCardKind = (typeof APPROVAL_CARD_KINDS)[number];

/** At most this many form fields are summarised on a card. */
export const APPROVAL_CARD_SUMMARY_LINES = 3;

export interface ApprovalCardLine {
  /** The field's label as the template names it. */
  label: string;
  /** The value in words: names for people and departments, option labels for selects. */
  value: string;
}

export interface ApprovalCardData {
  businessID: 'approval';
  version: 1;
  kind: ApprovalCardKind;
  instanceId: number;
  /** The recipient's pending task when the card asks them to act (todo, urge). */
  taskId: number | null;
  title: string;
  serialNo: string;
  initiatorName: string;
  summary: ApprovalCardLine[];
}
