import type { Message } from '@renli/chat-sdk/browser';
import { memo, useCallback, useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { Avatar } from '../../components/avatar/Avatar.tsx';
import { useTimeLabel } from '../../lib/time-label.ts';
import { MESSAGE_LONG_PRESS_MS, type MenuAnchor, useLongPress } from '../common/use-long-press.ts';
import {
  isTipMessage,
  MessageContent,
  MessageStatus,
  ReactionBar,
  ReadReceiptLabel,
} from '../messages/index.ts';
import { revokedText } from '../state/actions.ts';
import { chatUi } from '../state/ui-store.ts';
import { useChat } from '../state/use-chat.ts';
import { quoteOf } from './list-rules.ts';
import { watchForReceipt } from './read-receipts.ts';

export interface MessageRowHandlers {
  mobile: boolean;
  viewportWidth: number;
  groupType: string | undefined;
  onMenu: (message: Message, anchor: MenuAnchor) => void;
  onResend: (message: Message) => void;
  onPreviewImage: (message: Message) => void;
  onJumpToQuote: (messageID: string) => void;
  onReEdit: (message: Message) => void;
  onOpenReceipts: (message: Message) => void;
  onToggleReaction: (message: Message, reactionID: string) => void;
}

interface MessageRowProps extends MessageRowHandlers {
  message: Message;
  showTime: boolean;
  me: string;
}

const isNotice = (m: Message) => m.isRevoked || isTipMessage(m);

/**
 * One message: optional timestamp, then either a centred notice (tips, revokes) or avatar + bubble
 * with quote, status, receipt and reactions. It re-renders when the store bumps its revision, since
 * the SDK updates message objects in place.
 */
export const MessageRow = memo(function MessageRow({ message: m, showTime, me, ...h }: MessageRowProps) {
  useChat((s) => s.revs[m.ID]);
  const highlighted = useStore(chatUi, (s) => s.highlightID === m.ID);
  const timeLabel = useTimeLabel();
  const row = useRef<HTMLDivElement>(null);
  const { onMenu } = h;
  const openMenu = useCallback((anchor: MenuAnchor) => onMenu(m, anchor), [onMenu, m]);
  const press = useLongPress(MESSAGE_LONG_PRESS_MS, openMenu);

  useEffect(() => (row.current ? watchForReceipt(row.current, m) : undefined), [m, m.status]);

  const quote = quoteOf(m);
  const content = (
    <MessageContent
      message={m}
      me={me}
      mobile={h.mobile}
      viewportWidth={h.viewportWidth}
      onPreviewImage={h.onPreviewImage}
      onReEdit={h.onReEdit}
      canReEdit={revokedText(m.ID) !== undefined}
    />
  );
  const own = m.flow === 'out';
  return (
    <div
      ref={row}
      className={`rl-chat-row${highlighted ? ' is-highlighted' : ''}`}
      data-message-id={m.ID}
      data-flow={m.flow}
    >
      {showTime && <div className="rl-chat-time">{timeLabel(m.time)}</div>}
      {isNotice(m) ? (
        <div className="rl-chat-notice">{content}</div>
      ) : (
        <div className={`rl-chat-msg is-${m.flow}`}>
          <Avatar value={m.avatar} name={m.nick || m.from} size={36} />
          <div className="rl-chat-msg-body">
            {m.conversationType === 'GROUP' && !own && (
              <div className="rl-chat-msg-nick">{m.nick || m.from}</div>
            )}
            <div className="rl-chat-msg-line">
              {own && <MessageStatus message={m} onResend={h.onResend} />}
              <div className="rl-chat-bubble" {...press}>
                {quote && (
                  <button
                    type="button"
                    className="rl-chat-quote"
                    onClick={() => h.onJumpToQuote(quote.messageID)}
                  >
                    <span className="rl-chat-quote-sender">{quote.messageSender}</span>
                    <span className="rl-chat-quote-text">{quote.messageAbstract}</span>
                  </button>
                )}
                {content}
              </div>
            </div>
            <ReactionBar message={m} onToggleReaction={h.onToggleReaction} />
            {own && (
              <ReadReceiptLabel
                message={m}
                options={{ groupType: h.groupType, userReceiptEnabled: true, appReceiptEnabled: true }}
                onOpenReceipts={h.onOpenReceipts}
              />
            )}
          </div>
        </div>
      )}
    </div>
  );
});
