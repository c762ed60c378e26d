import { lazy, type ReactNode, Suspense } from 'react';

const ChatEntry = lazy(() => import('../../chat/ChatEntry.tsx').then((m) => ({ default: m.ChatEntry })));

/**
 * The extension point of the main header: the chat entry with its unread badge (and later the
 * notifications) show before the user menu.
 */
export interface HeaderAction {
  key: string;
  element: ReactNode;
}

export const headerActions: HeaderAction[] = [
  {
    key: 'chat',
    element: (
      <Suspense>
        <ChatEntry />
      </Suspense>
    ),
  },
];
