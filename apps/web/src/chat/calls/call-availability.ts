import { isSystemChatAccount, parseConversationID } from '@renli/contracts/constants';

/**
 * Customer-service conversations hide the call extensions (docs/chat-ui.md). They are C2C chats with
 * a customer-service account, recognised as in Tencent's customer-service plugin by the account's
 * userID prefix `@customer_service` (e.g. `@customer_service_account`).
 */
export const CUSTOMER_SERVICE_PREFIX = '@customer_service';

export function isCustomerServiceConversation(conversationID: string): boolean {
  const ref = parseConversationID(conversationID);
  return ref?.type === 'C2C' && ref.peerID.startsWith(CUSTOMER_SERVICE_PREFIX);
}

/** A system conversation (审批...): the server's notices, nobody to call or answer (docs/chat.md). */
export function isSystemConversation(conversationID: string): boolean {
  const ref = parseConversationID(conversationID);
  return ref?.type === 'C2C' && isSystemChatAccount(ref.peerID);
}

/** Whether the header and the toolbar offer voice and video calls in this conversation. */
export const callsAllowed = (conversationID: string) =>
  !isCustomerServiceConversation(conversationID) && !isSystemConversation(conversationID);
