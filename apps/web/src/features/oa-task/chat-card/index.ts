import { lazy } from 'react';
import type { ChatCard } from '../../../lib/chat-cards.ts';
import { taskCardAbstract } from './card-data.ts';

/** The card of a task shared into the chat (docs/product/oa-task.md, "Sharing"); app/chat-cards.ts registers it. */
export const taskChatCard: ChatCard = {
  component: lazy(() => import('./TaskChatCard.tsx').then((m) => ({ default: m.TaskChatCard }))),
  abstract: taskCardAbstract,
  namespace: 'oa-task',
};
