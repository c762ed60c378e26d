import type { Message } from '@renli/chat-sdk/browser';
import { createStore } from 'zustand/vanilla';

/**
 * Screen state of the open chat window that several parts share: the quoted message (input bar and
 * message menu), a text to put back into the editor (re-edit, quick phrase) and the message to blink
 * after a quote jump.
 */
export interface ChatUiState {
  quote: Message | null;
  /** Text the editor should take in; `nonce` lets the same text be inserted twice. */
  insert: { text: string; replace: boolean; nonce: number } | null;
  highlightID: string | null;
  /** A search hit to show in its conversation ('locate in chat'); `nonce` repeats the same request. */
  locate: { conversationID: string; messageID: string; nonce: number } | null;
}

export const chatUi = createStore<ChatUiState>(() => ({
  quote: null,
  insert: null,
  highlightID: null,
  locate: null,
}));

let nonce = 0;
export function insertIntoEditor(text: string, replace = false): void {
  nonce += 1;
  chatUi.setState({ insert: { text, replace, nonce } });
}

export function requestLocate(conversationID: string, messageID: string): void {
  nonce += 1;
  chatUi.setState({ locate: { conversationID, messageID, nonce } });
}

/** The quoted message blinks for 3 s after a jump (docs/chat-ui.md). */
export const HIGHLIGHT_MS = 3000;
let highlightTimer: ReturnType<typeof setTimeout> | undefined;
export function highlightMessage(id: string): void {
  clearTimeout(highlightTimer);
  chatUi.setState({ highlightID: id });
  highlightTimer = setTimeout(() => chatUi.setState({ highlightID: null }), HIGHLIGHT_MS);
}
