import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';

/**
 * A custom chat message drawn by the feature it belongs to (docs/chat-ui.md, "Feature cards"): the
 * chat knows the business ID, the feature knows the card. Features never reach into the chat, nor
 * the chat into features; app/chat-cards.ts registers each feature's card at start-up.
 */
export interface ChatCardProps {
  /** The message's `data` object (its `businessID` chose this card). */
  data: Record<string, unknown>;
  /** Phone layout (≤ 768 px). */
  mobile?: boolean;
}

export interface ChatCard {
  /** The bubble body; lazily loaded, so a card's code and its calls come with the first card shown. */
  component: ComponentType<ChatCardProps>;
  /** One line for the conversation list, quotes and search hits ("[审批] 张三的请假"). */
  abstract(data: Record<string, unknown>, t: TFunction): string;
  /** The i18n namespace the card and its abstract read. */
  namespace: string;
}

const cards = new Map<string, ChatCard>();

/** Called at start-up (app/chat-cards.ts) with every feature's card by business ID. */
export function registerChatCards(byBusinessID: Readonly<Record<string, ChatCard>>) {
  for (const [businessID, card] of Object.entries(byBusinessID)) cards.set(businessID, card);
}

export const chatCardFor = (businessID: string) => cards.get(businessID);
