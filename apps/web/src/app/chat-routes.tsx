import { ChatWorkspace } from './root-screens.tsx';
import type { AppRoute } from './route-types.ts';

const workspace = (path: string): AppRoute => ({
  path,
  titleKey: 'chat:workspace.title',
  access: 'user',
  layout: 'workspace',
  element: <ChatWorkspace />,
});

/** The chat workspace (spec section 2, chat screens): the list alone, or a conversation open. */
export const chatRoutes: AppRoute[] = [workspace('/im'), workspace('/im/:conversationID')];
