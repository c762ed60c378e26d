import type { Message } from '@renli/chat-sdk/browser';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VList, type VListHandle } from 'virtua';
import { toast } from '../../lib/toast.ts';
import { loadOlder } from '../state/actions.ts';
import { chatStore, type Thread } from '../state/chat-store.ts';
import { highlightMessage } from '../state/ui-store.ts';
import { FOLLOW_THRESHOLD_PX, showBackToLatest, timestampFlags } from './list-rules.ts';
import { MessageRow, type MessageRowHandlers } from './MessageRow.tsx';

/** docs/chat-ui.md: the scroll handler runs at most every 150 ms; 'back to latest' scrolls after 100 ms. */
const SCROLL_THROTTLE_MS = 150;
const SCROLL_TO_LATEST_DELAY_MS = 100;
/** How many older pages a quote jump may load while looking for the original. */
const QUOTE_SEARCH_PAGES = 5;
/** The first row of the list: 'view more' or 'no more messages'. */
const MORE = 'more';

interface MessageListProps extends MessageRowHandlers {
  conversationID: string;
  thread: Thread;
  me: string;
  /** Lets the window ask the list to jump to a quoted message. */
  jumpRef: React.RefObject<((messageID: string) => void) | null>;
}

/**
 * The virtualised history (virtua): only rows near the viewport are in the DOM, so 10 000 messages
 * cost what 100 do. It follows new messages while the reader is at the bottom, keeps their place
 * when older pages are prepended, and offers 'back to latest' otherwise.
 */
export function MessageList({ conversationID, thread, me, jumpRef, ...handlers }: MessageListProps) {
  const { t } = useTranslation('chat');
  const list = useRef<VListHandle>(null);
  const { messages } = thread;
  const flags = useMemo(() => timestampFlags(messages), [messages]);
  const items = useMemo(() => [MORE, ...messages] as const, [messages]);
  const [distance, setDistance] = useState(0);
  const [viewport, setViewport] = useState(0);
  const [unseen, setUnseen] = useState(0);
  const atBottom = useRef(true);
  const lastScroll = useRef(0);
  const firstID = messages[0]?.ID;
  const lastID = messages.at(-1)?.ID;
  const previous = useRef({ firstID, lastID, length: messages.length });
  // Older pages go in front: virtua keeps the visible rows still when told the list shifted.
  const shift = previous.current.firstID !== undefined && firstID !== previous.current.firstID;

  const measure = useCallback(() => {
    const v = list.current;
    if (!v) return;
    const fromBottom = v.scrollSize - v.scrollOffset - v.viewportSize;
    atBottom.current = fromBottom <= FOLLOW_THRESHOLD_PX;
    setDistance(fromBottom);
    setViewport(v.viewportSize);
    if (atBottom.current) setUnseen(0);
  }, []);

  const toLatest = useCallback(() => {
    const v = list.current;
    if (!v || messages.length === 0) return;
    v.scrollToIndex(messages.length, { align: 'end' });
    setUnseen(0);
  }, [messages.length]);

  // Opening a conversation (the window is keyed by it) starts at the newest message.
  useLayoutEffect(() => {
    list.current?.scrollToIndex(Number.MAX_SAFE_INTEGER, { align: 'end' });
  }, []);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { firstID, lastID, length: messages.length };
    if (lastID === before.lastID || !lastID) return;
    const newest = messages.at(-1);
    if (atBottom.current || newest?.from === me || before.lastID === undefined) {
      list.current?.scrollToIndex(messages.length, { align: 'end' });
    } else {
      const added = messages.length - before.length;
      setUnseen((n) => n + Math.max(1, added));
    }
  }, [firstID, lastID, messages, me]);

  useEffect(() => {
    jumpRef.current = async (messageID: string) => {
      for (let page = 0; page <= QUOTE_SEARCH_PAGES; page += 1) {
        const current = chatStore.getState().threads[conversationID];
        const index = current?.messages.findIndex((m) => m.ID === messageID) ?? -1;
        if (index >= 0) {
          // +1: the 'view more' row sits before the messages.
          list.current?.scrollToIndex(index + 1, { align: 'center' });
          highlightMessage(messageID);
          return;
        }
        if (!current || current.isCompleted) break;
        await loadOlder(conversationID);
      }
      toast.warning(t('quote.notFound'));
    };
  }, [conversationID, jumpRef, t]);

  const onScroll = () => {
    const now = Date.now();
    if (now - lastScroll.current < SCROLL_THROTTLE_MS) return;
    lastScroll.current = now;
    measure();
  };

  return (
    <div className="rl-chat-list-wrap">
      <VList
        ref={list}
        data={items}
        className="rl-chat-list"
        shift={shift}
        onScroll={onScroll}
        onScrollEnd={measure}
        data-testid="message-list"
      >
        {(item: Message | typeof MORE, i) =>
          item === MORE ? (
            <div key={MORE} className="rl-chat-more">
              {thread.isCompleted ? (
                <span className="rl-chat-more-end">{t('list.noMore')}</span>
              ) : (
                <button
                  type="button"
                  className="rl-chat-link"
                  disabled={thread.loading}
                  onClick={() =>
                    void loadOlder(conversationID).catch((e) => toast.error(String(e?.message ?? e)))
                  }
                >
                  {thread.loading ? t('list.loading') : t('list.viewMore')}
                </button>
              )}
            </div>
          ) : (
            <MessageRow key={item.ID} message={item} showTime={flags[i - 1] ?? false} me={me} {...handlers} />
          )
        }
      </VList>
      {showBackToLatest(distance, viewport, unseen) && (
        <button
          type="button"
          className="rl-chat-latest"
          onClick={() => setTimeout(toLatest, SCROLL_TO_LATEST_DELAY_MS)}
        >
          {unseen > 0 ? t('list.newMessages', { count: unseen }) : t('list.backToLatest')}
        </button>
      )}
    </div>
  );
}
