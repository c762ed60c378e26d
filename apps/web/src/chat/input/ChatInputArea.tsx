import type { Group } from '@renli/chat-sdk/browser';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { callsAllowed, isSystemConversation } from '../calls/call-availability.ts';
import { messageAbstract } from '../common/abstract.ts';
import { chatErrorText } from '../state/send-errors.ts';
import { insertIntoEditor } from '../state/ui-store.ts';
import { buildRatingPayload, ChatToolbar, type ExtensionKey } from '../toolbar/index.ts';
import { sendCustom, sendFace, sendFiles } from './compose.ts';
import { muteReason } from './input-rules.ts';
import { MessageInput } from './MessageInput.tsx';

interface ChatInputAreaProps {
  conversationID: string;
  me: string;
  group: Group | undefined;
  mobile: boolean;
  /** Voice/video call or in-conversation search, from the toolbar's extensions. */
  onExtension: (key: ExtensionKey) => void;
}

/**
 * The toolbar and editor, or a notice in their place: for a muted member (docs/chat-ui.md), and in a
 * system conversation, which nobody answers (docs/chat.md, "System conversations").
 */
export function ChatInputArea({ conversationID, me, group, mobile, onExtension }: ChatInputAreaProps) {
  const { t } = useTranslation('chat');
  // Toolbar panels close after a message is sent (docs/chat-ui.md): a new key remounts them closed.
  const [sends, setSends] = useState(0);
  const sent = () => setSends((n) => n + 1);
  if (isSystemConversation(conversationID)) {
    return (
      <div className="rl-chat-muted" role="status">
        {t('input.systemConversation')}
      </div>
    );
  }
  const muted = muteReason(group, Math.floor(Date.now() / 1000));
  if (muted) {
    return (
      <div className="rl-chat-muted" role="status">
        {t(muted === 'all' ? 'input.mutedAll' : 'input.mutedSelf')}
      </div>
    );
  }
  const report = (error: unknown) => toast.error(chatErrorText(t, error));
  const toolbar = (
    <ChatToolbar
      key={sends}
      mobile={mobile}
      onInsertEmoji={(name) => insertIntoEditor(name)}
      onSendFace={(face) => void sendFace(conversationID, face).catch(report)}
      onSendFiles={(kind, files) => void sendFiles(conversationID, kind, files).catch(report)}
      onPhrase={(text) => insertIntoEditor(text)}
      onExtension={onExtension}
      showCalls={callsAllowed(conversationID)}
      showSearch
      // Rating a service is a single-chat matter (a candidate rating the recruiter, a client the HRO desk).
      showRating={!group}
      onRate={(rating) => {
        const summary = t('rating.summary', { count: rating.score });
        void sendCustom(conversationID, buildRatingPayload(rating, summary)).catch(report);
      }}
    />
  );
  return (
    <MessageInput
      conversationID={conversationID}
      me={me}
      groupID={group?.groupID}
      abstractOf={(m) => messageAbstract(m, t)}
      toolbar={toolbar}
      onSent={sent}
    />
  );
}
