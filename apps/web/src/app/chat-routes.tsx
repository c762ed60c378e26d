import { lazy, Suspense } from 'react';
import type { AppRoute } from './route-types.ts';

/** Loaded on demand: the workspace and the chat SDK stay out of every other screen's JavaScript. */
const ChatWorkspace = lazy(() =>
  import('../chat/ChatWorkspace.tsx').then((m) => ({ default: m.ChatWorkspace })),
);

const workspace = (path: string): AppRoute => ({
  path,
  titleKey: 'chat:workspace.title',
  access: 'user',
  layout: 'workspace',
  element: (
    <Suspense fallback={<div className="renli-page-loading" />}>
      <ChatWorkspace />
    </Suspense>
  ),
});

/** The chat workspace (spec section 2, chat screens): the list alone, or a conversation open. */
export const chatRoutes: AppRoute[] = [workspace('/im'), workspace('/im/:conversationID')];
