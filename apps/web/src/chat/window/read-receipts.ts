import type { Message } from '@renli/chat-sdk/browser';
import { currentChat } from '../session/chat-client.ts';

/** docs/chat-ui.md: a receipt is sent once, when 70% of the incoming message is visible. */
export const RECEIPT_VISIBILITY = 0.7;

const sent = new Set<string>();
const watched = new WeakMap<Element, Message>();
let pending: Message[] = [];
let observer: IntersectionObserver | null = null;

function flush(): void {
  const batch = pending;
  pending = [];
  if (batch.length > 0)
    void currentChat()
      ?.sendMessageReadReceipt(batch)
      .catch(() => {
        // A failed receipt may be sent again the next time the message shows.
        for (const m of batch) sent.delete(m.ID);
      });
}

function onVisible(entries: IntersectionObserverEntry[]): void {
  for (const entry of entries) {
    if (!entry.isIntersecting || entry.intersectionRatio < RECEIPT_VISIBILITY) continue;
    const message = watched.get(entry.target);
    observer?.unobserve(entry.target);
    if (!message || sent.has(message.ID)) continue;
    sent.add(message.ID);
    if (pending.length === 0) queueMicrotask(flush);
    pending.push(message);
  }
}

export const needsReceipt = (m: Message) =>
  m.flow === 'in' && m.needReadReceipt && m.status === 'success' && !sent.has(m.ID);

/** Watches a rendered incoming message; returns the clean-up. */
export function watchForReceipt(element: Element, message: Message): () => void {
  if (typeof IntersectionObserver === 'undefined' || !needsReceipt(message)) return () => {};
  observer ??= new IntersectionObserver(onVisible, { threshold: [RECEIPT_VISIBILITY] });
  watched.set(element, message);
  observer.observe(element);
  return () => observer?.unobserve(element);
}
