import { parseConversationID } from '@renli/contracts/constants';
import { useTranslation } from 'react-i18next';
import { conversationName, unnamedConversation } from '../conversations/conversation-rules.ts';
import { useChat } from '../state/use-chat.ts';

/** Name, avatar and kind of a conversation for result rows, from the conversation list when it is there. */
export function useConversationInfo(conversationID: string) {
  const { t } = useTranslation('chat');
  const c = useChat((s) => s.conversations.find((x) => x.conversationID === conversationID));
  const ref = parseConversationID(conversationID);
  return {
    name: conversationName(c, unnamedConversation(conversationID, t), t),
    avatar: c?.avatar ?? '',
    group: ref?.type === 'GROUP',
  };
}
