import { lazy, type ReactNode, Suspense } from 'react';
import { routeDenial } from '../route-access.ts';
import { useActor } from '../use-actor.ts';
import { useCurrentRoute } from '../use-current-route.ts';
import { AddressBookEntry } from './AddressBookEntry.tsx';

const ChatEntry = lazy(() => import('../../chat/ChatEntry.tsx').then((m) => ({ default: m.ChatEntry })));
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/NotificationBell.tsx').then((m) => ({
    default: m.NotificationBell,
  })),
);
const RecentMenu = lazy(() =>
  import('../../features/recent-access/components/RecentMenu.tsx').then((m) => ({ default: m.RecentMenu })),
);

/**
 * 最近使用 with the screen on display; the menu records it only if it is a menu page the actor may
 * open (not the 403 page shown in its place).
 */
function RecentPages() {
  const route = useCurrentRoute();
  const { actor } = useActor();
  const shown = route?.element && actor && !routeDenial(actor, route);
  return <RecentMenu current={shown ? { routeKey: route.menuKey, titleKey: route.titleKey } : null} />;
}

/**
 * The extension point of the main header: recently used pages, the staff address book, the
 * notification bell and the chat entry with its unread badge show before the user menu.
 */
export interface HeaderAction {
  key: string;
  element: ReactNode;
}

export const headerActions: HeaderAction[] = [
  {
    key: 'recent',
    element: (
      <Suspense>
        <RecentPages />
      </Suspense>
    ),
  },
  { key: 'addressBook', element: <AddressBookEntry /> },
  {
    key: 'notifications',
    element: (
      <Suspense>
        <NotificationBell />
      </Suspense>
    ),
  },
  {
    key: 'chat',
    element: (
      <Suspense>
        <ChatEntry />
      </Suspense>
    ),
  },
];
