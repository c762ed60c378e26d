import {
  memberProfileSchema,
  revokeOthersResultSchema,
  revokeSessionBodySchema,
  revokeSessionResultSchema,
  sessionsOverviewSchema,
  updateProfileBodySchema,
} from '@renli/contracts';
import type { AppModule } from '../../deps.ts';
import { userAuth } from '../../http/auth.ts';
import { ok, okSchema } from '../../http/envelope.ts';
import { createSettingsService } from './service.ts';

const tags = ['settings'];

/** The caller's own profile and sessions (`#/other/setting/member`, `account`, `safe`). */
export const settingsModule: AppModule = async (app, deps) => {
  const settings = createSettingsService(deps);

  app.get(
    '/userSetCtl/selectProfile',
    { schema: { tags, summary: "The caller's own profile", response: okSchema(memberProfileSchema) } },
    async (request) => ok(request, await settings.profile(userAuth(request))),
  );

  app.post(
    '/userSetCtl/updateProfile',
    {
      schema: {
        tags,
        summary: 'Change name, avatar, sex or e-mail (the mobile number is the login and stays)',
        body: updateProfileBodySchema,
        response: okSchema(memberProfileSchema),
      },
    },
    async (request) => ok(request, await settings.updateProfile(userAuth(request), request.body)),
  );

  app.get(
    '/userSetCtl/selectSessions',
    {
      schema: {
        tags,
        summary: 'Security level, live sessions of the login and its recent logins',
        response: okSchema(sessionsOverviewSchema),
      },
    },
    async (request) => ok(request, await settings.sessions(userAuth(request))),
  );

  app.post(
    '/userSetCtl/revokeSession',
    {
      schema: {
        tags,
        summary: 'End one of the login’s own sessions; `current` says the caller logged itself out',
        body: revokeSessionBodySchema,
        response: okSchema(revokeSessionResultSchema),
      },
    },
    async (request) => ok(request, await settings.revokeSession(userAuth(request), request.body.id)),
  );

  app.post(
    '/userSetCtl/revokeOtherSessions',
    {
      schema: {
        tags,
        summary: 'Log out every other device of the login',
        response: okSchema(revokeOthersResultSchema),
      },
    },
    async (request) => ok(request, await settings.revokeOtherSessions(userAuth(request))),
  );
};
