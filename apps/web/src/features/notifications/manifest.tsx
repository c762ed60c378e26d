import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const NotificationListPage = lazyScreen(() =>
  import('./pages/NotificationListPage.tsx').then((m) => m.NotificationListPage),
);
const NotificationDetailPage = lazyScreen(() =>
  import('./pages/NotificationDetailPage.tsx').then((m) => m.NotificationDetailPage),
);
const UnreadWidget = lazyScreen(() => import('./widgets/UnreadWidget.tsx').then((m) => m.UnreadWidget));

export const notificationsFeature = defineFeature({
  name: 'notifications',
  // Reminders belong to every identity, a person's too: open to everyone, whatever columns are closed
  // (the header bell counts them everywhere).
  screens: {
    '/oa/notifications/list': { element: <NotificationListPage />, openToAllStaff: true },
    '/oa/notifications/detail': { element: <NotificationDetailPage />, openToAllStaff: true },
    // The settings column's 系统消息 is the same list of one's reminders.
    '/other/system/message': { element: <NotificationListPage />, openToAllStaff: true },
  },
  widgets: [
    {
      key: 'notifications.unread',
      modules: ['manage', 'oa'],
      order: 10,
      size: 'half',
      component: UnreadWidget,
    },
  ],
});
