import { type Chat, ChatSDK } from '@renli/chat-sdk/browser';
import type { ComponentType } from 'react';
import { createStore } from 'zustand/vanilla';
import type { CallKind } from '../messages/call-record.ts';

/**
 * The always-loaded part of calls, kept tiny: whether the call layer shows, and the door to the call
 * runtime, which (with WebRTC and the call screens) loads only when a signal arrives or the user
 * starts a call.
 */
export const callLayer = createStore<{ open: boolean; overlay: ComponentType | null }>(() => ({
  open: false,
  // Set by the runtime once the call screens have loaded: their import (and its preload list) stays
  // out of the always-loaded code.
  overlay: null,
}));

type Runtime = typeof import('./call-runtime.ts');
let runtime: Promise<Runtime> | null = null;

export const loadCallRuntime = (): Promise<Runtime> => {
  runtime ??= import('./call-runtime.ts');
  return runtime;
};

/** Called at connect: signals go to the runtime in arrival order (one promise chain). */
export function listenForCalls(chat: Chat): () => void {
  const listener = (event: { data: { conversationID: string; from: string; data: string } }) =>
    void loadCallRuntime().then((r) => r.onSignal(event.data));
  chat.on(ChatSDK.EVENT.SIGNAL_RECEIVED, listener);
  return () => {
    chat.off(ChatSDK.EVENT.SIGNAL_RECEIVED, listener);
    void runtime?.then((r) => r.hangUp());
  };
}

/** The header's and toolbar's call buttons: single chats ring at once, groups open the member selector. */
export const startCall = (conversationID: string, kind: CallKind) =>
  loadCallRuntime().then((r) => r.startFromConversation(conversationID, kind));
