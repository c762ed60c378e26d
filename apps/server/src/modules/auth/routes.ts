import { authEndpoints as api, chatCredentialEndpoints } from '@renli/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../../core/deps.ts';
import { adminAuth, readToken, userAuth } from '../../core/http/auth.ts';
import { serve } from '../../core/http/endpoint.ts';
import { notFound } from '../../core/http/errors.ts';
import './messages.ts';
import { sessionUserSig } from './chat-credential.ts';
import { adminInfo, authSummary, currentSession } from './current-session.ts';
import { changeIdentity, switchableIdentities } from './identity-switch.ts';
import { adminLogin, login, logout } from './login.ts';
import { type PasswordEndpoint, updateAdminPassword, updatePassword } from './password-change.ts';
import { resetPassword } from './password-reset.ts';
import { presentAuthSummary, presentIdentity, presentSession } from './presenter.ts';
import { checkCompName, register } from './registration.ts';
import { requestVerifyCode } from './send-code.ts';
import { socialLoginRoutes } from './social.ts';

const meta = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

/** The socket's own peer, not `request.ip`: a forwarded-for header must not make a stranger local. */
const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const isLoopback = (request: FastifyRequest) => LOOPBACK.has(request.socket.remoteAddress ?? '');

/** Registration, log-in, sessions, identities and passwords; endpoints declared in contracts (`authEndpoints`). */
export const authModule: AppModule = async (app, deps) => {
  /** The dev outbox when it is on (DEV_OUTBOX=1, never production) and the client is this machine. */
  const devOutboxFor = (request: FastifyRequest) =>
    deps.config.NODE_ENV !== 'production' && isLoopback(request) ? deps.notifier.outbox : null;

  serve(app, api.checkCompName, async ({ query }) => checkCompName(deps.db, query.compName));
  serve(app, api.verifyCode, async ({ query }, request) => {
    await requestVerifyCode(deps, query, request.locale, request.ip);
    return null;
  });
  serve(app, api.register, async ({ body }) => register(deps, body));
  serve(app, api.login, async ({ body }, request) => login(deps, body, meta(request)));
  serve(app, api.adminLogin, async ({ body }, request) => adminLogin(deps, body, meta(request)));
  serve(app, api.resetPassword, async ({ body }) => {
    await resetPassword(deps.db, body);
    return null;
  });

  serve(app, api.devOutbox, async ({ query }, request) => {
    const outbox = devOutboxFor(request);
    if (!outbox) throw notFound('auth.devOutboxOff');
    return outbox.list(query.to);
  });
  serve(app, api.devOutboxEnabled, async (_, request) => ({ enabled: devOutboxFor(request) !== null }));

  serve(app, api.checkToken, async (_, request) => ({ valid: request.auth !== null }));
  serve(app, api.logout, async (_, request) => {
    if (request.auth) await logout(deps.db, request.auth);
    return null;
  });

  serve(app, api.selectUserInfoByToken, async (_, request) => {
    const { user, identity, token } = await currentSession(deps.db, userAuth(request), readToken(request)!);
    return presentSession(token, user, identity);
  });
  serve(app, api.selectAuthByToken, async (_, request) => {
    const { identity, access } = await authSummary(deps.db, userAuth(request));
    return presentAuthSummary(identity, access);
  });
  serve(app, api.changeUserList, async (_, request) => {
    const { list, currentKey } = await switchableIdentities(deps.db, userAuth(request));
    return list.map((i) => presentIdentity(i, currentKey));
  });
  // Public by the spec's path, yet it needs the caller's token: userAuth refuses a missing one.
  serve(app, api.changeUser, async ({ query }, request) =>
    changeIdentity(deps, userAuth(request), query.identityKey, meta(request)),
  );

  const passwordEndpoints = [
    [api.updateUserPassword, 'user'],
    [api.updateCompanyPassword, 'company'],
    [api.updateStaffPassword, 'staff'],
  ] as const satisfies readonly (readonly [unknown, PasswordEndpoint])[];
  for (const [endpoint, kind] of passwordEndpoints) {
    serve(app, endpoint, async ({ body }, request) => {
      await updatePassword(deps.db, userAuth(request), kind, body);
      return null;
    });
  }
  serve(app, api.updateAdminPassword, async ({ body }, request) => {
    await updateAdminPassword(deps.db, adminAuth(request), body);
    return null;
  });
  serve(app, api.selectAdminInfo, async (_, request) => adminInfo(deps.db, adminAuth(request)));

  serve(app, chatCredentialEndpoints.getUserSig, async (_, request) =>
    sessionUserSig(deps, userAuth(request)),
  );

  socialLoginRoutes(app);
};
