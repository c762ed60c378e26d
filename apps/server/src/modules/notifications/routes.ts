import { notificationsEndpoints as api } from '@renli/contracts';
import type { AppModule } from '../../core/deps.ts';
import { userAuth } from '../../core/http/auth.ts';
import { serve } from '../../core/http/endpoint.ts';
import { countUnread, markAllRead, markRead, openReminder } from './service.ts';

/**
 * Reminders of the caller's current identity (`/cNewsRemind/*`, declared in contracts as
 * `notificationsEndpoints`; listing and deleting are the kit's, `reminders-resource.ts`); the
 * manifest subscribes the reactions that create them from other domains' events. The web polls the
 * count (see docs/decisions.md), so creating one pushes nothing.
 */
export const notificationsModule: AppModule = async (app, deps) => {
  serve(app, api.unreadCount, async (_, request) => countUnread(deps.db, userAuth(request)));
  serve(app, api.selectById, async ({ params }, request) =>
    openReminder(deps.db, userAuth(request), params.id, request.locale),
  );
  serve(app, api.markRead, async ({ body }, request) => markRead(deps.db, userAuth(request), body.ids));
  serve(app, api.markAllRead, async (_, request) => markAllRead(deps.db, userAuth(request)));
};
