import { ChatWorkspace } from './root-screens.tsx';
import type { AppRoute } from './route-types.ts';

const workspace = (path: string): AppRoute => ({
  path,
  titleKey: 'chat:workspace.title',
  access: 'user',
  layout: 'workspace',
  element: <ChatWorkspace />,
});

const contacts = (path: string): AppRoute => ({
  path,
  titleKey: 'chat:workspace.nav.contacts',
  access: 'user',
  layout: 'workspace',
  element: <ChatWorkspace tab="contacts" />,
});

/**
 * The chat workspace (docs/architecture.md, chat screens): the list alone, or a conversation open; 通讯录
 * alone, or a contact's profile (`C2C<userID>` / `GROUP<groupID>`) open.
 */
export const chatRoutes: AppRoute[] = [
  workspace('/im'),
  workspace('/im/:conversationID'),
  contacts('/im/contacts'),
  contacts('/im/contacts/:contactID'),
];
