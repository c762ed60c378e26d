import type { ReactNode } from 'react';

/**
 * The extension point of the main header: later issues (the chat entry with its unread badge,
 * notifications) add their buttons here and the header shows them before the user menu.
 */
export interface HeaderAction {
  key: string;
  element: ReactNode;
}

export const headerActions: HeaderAction[] = [];
