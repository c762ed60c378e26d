import { settingsEndpoints as api } from '@renli/contracts';
import type { AppModule } from '../../core/deps.ts';
import { userAuth } from '../../core/http/auth.ts';
import { serve } from '../../core/http/endpoint.ts';
import { createSettingsService } from './service.ts';

/** The caller's own profile and sessions; endpoints declared in contracts (`settingsEndpoints`). */
export const settingsModule: AppModule = async (app, deps) => {
  const settings = createSettingsService(deps);

  serve(app, api.selectProfile, async (_, request) => settings.profile(userAuth(request)));
  serve(app, api.updateProfile, async ({ body }, request) => settings.updateProfile(userAuth(request), body));
  serve(app, api.selectSessions, async (_, request) => settings.sessions(userAuth(request), request.locale));
  serve(app, api.revokeSession, async ({ body }, request) =>
    settings.revokeSession(userAuth(request), body.id),
  );
  serve(app, api.revokeOtherSessions, async (_, request) => settings.revokeOtherSessions(userAuth(request)));
};
