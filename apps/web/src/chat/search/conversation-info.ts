import { parseConversationID } from '@renli/contracts/constants';
import { conversationName } from '../conversations/conversation-rules.ts';
import { useChat } from '../state/use-chat.ts';

/** Name, avatar and kind of a conversation for result rows, from the conversation list when it is there. */
export function useConversationInfo(conversationID: string) {
  const c = useChat((s) => s.conversations.find((x) => x.conversationID === conversationID));
  const ref = parseConversationID(conversationID);
  return {
    name: conversationName(c, ref?.peerID ?? conversationID),
    avatar: c?.avatar ?? '',
    group: ref?.type === 'GROUP',
  };
}
