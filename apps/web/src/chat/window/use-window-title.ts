import { parseConversationID } from '@renli/contracts/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  conversationName,
  systemConversationName,
  unnamedConversation,
} from '../conversations/conversation-rules.ts';
import { requireChat } from '../session/chat-client.ts';
import { useChat } from '../state/use-chat.ts';

/**
 * The open conversation's name. A conversation that is not in the list yet (a first message, a call
 * from a contact's profile) is named from the group's profile or the peer's nick, fetched once,
 * rather than shown as a bare ID.
 */
export function useWindowTitle(conversationID: string): string {
  const { t } = useTranslation('chat');
  const ref = parseConversationID(conversationID);
  const peerID = ref?.peerID ?? conversationID;
  const listed = useChat((s) => {
    const conversation = s.conversations.find((c) => c.conversationID === conversationID);
    const group = ref?.type === 'GROUP' ? s.groups[peerID] : undefined;
    return conversationName(conversation, group?.name ?? '', t);
  });
  const [nick, setNick] = useState('');
  const needsProfile = !listed && ref?.type === 'C2C';

  useEffect(() => {
    if (!needsProfile) return;
    let live = true;
    requireChat()
      .getUserProfile({ userIDList: [peerID] })
      .then(({ data }) => live && setNick(data[0]?.nick ?? ''))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [needsProfile, peerID]);

  return (
    systemConversationName(conversationID, t) || listed || nick || unnamedConversation(conversationID, t)
  );
}
