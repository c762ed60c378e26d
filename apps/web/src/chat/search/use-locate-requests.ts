import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { toast } from '../../lib/toast.ts';
import { chatUi } from '../state/ui-store.ts';
import { loadUntilInThread, waitForThread } from './locate.ts';

/** The list sets its jump function after its first render: wait a few frames for it. */
async function jumpWhenReady(jumpRef: React.RefObject<((messageID: string) => void) | null>, id: string) {
  for (let frame = 0; frame < 60 && !jumpRef.current; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  jumpRef.current?.(id);
}

/**
 * Serves 'locate in chat' for the open window: loads older history until the hit is loaded, then
 * lets the list jump to it and blink it; warns when it cannot be found (docs/chat-ui.md).
 */
export function useLocateRequests(
  conversationID: string,
  jumpRef: React.RefObject<((messageID: string) => void) | null>,
): void {
  const { t } = useTranslation('chat-search');
  const request = useStore(chatUi, (s) => s.locate);
  const served = useRef(0);

  useEffect(() => {
    if (!request || request.conversationID !== conversationID || served.current === request.nonce) return;
    // No cancellation on cleanup: a request is served once (the ref), even when effects run twice.
    served.current = request.nonce;
    void (async () => {
      const thread = await waitForThread(conversationID);
      const found = thread ? await loadUntilInThread(conversationID, request.messageID) : false;
      if (found) await jumpWhenReady(jumpRef, request.messageID);
      else toast.warning(t('locate.notFound'));
      chatUi.setState((s) => (s.locate?.nonce === request.nonce ? { locate: null } : {}));
    })();
  }, [request, conversationID, jumpRef, t]);
}
