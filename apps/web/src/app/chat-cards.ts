import { CUSTOM_BUSINESS_IDS } from '@renli/contracts/constants';
import { approvalChatCard } from '../features/approval/chat-card/index.ts';
import { taskChatCard } from '../features/oa-task/chat-card/index.ts';
import { payslipChatCard } from '../features/salary-payslip/chat-card/index.ts';
import { registerChatCards } from '../lib/chat-cards.ts';

/**
 * THE list of feature cards in the chat (lib/chat-cards.ts, docs/chat-ui.md "Feature cards"): the
 * chat workspace loads this, not the features' list (app/features.ts), so it downloads only the
 * cards' small declarations; each card's code comes with the first one on screen.
 */
const cards = {
  [CUSTOM_BUSINESS_IDS.APPROVAL]: approvalChatCard,
  [CUSTOM_BUSINESS_IDS.PAYSLIP]: payslipChatCard,
  [CUSTOM_BUSINESS_IDS.TASK]: taskChatCard,
};
registerChatCards(cards);

/** The text the cards and their list abstracts need, loaded with the workspace. */
export const chatCardNamespaces = [...new Set(Object.values(cards).map((card) => card.namespace))];
