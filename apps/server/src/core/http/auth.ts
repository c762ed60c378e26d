import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pickLocale } from '../i18n/index.ts';
import { forbidden, sessionExpired, unauthorized } from './errors.ts';

/** Who is calling, resolved from the `access_token` header. Tenancy always comes from here. */
export type AuthContext =
  | {
      kind: 'user';
      tokenHash: string;
      userId: number;
      /** 'person', 'company:<compId>' or 'staff:<staffId>'. */
      identityKey: string;
      userType: number;
      compId: number | null;
      staffId: number | null;
    }
  | { kind: 'admin'; tokenHash: string; adminId: number };

export type TokenResolution = AuthContext | 'expired' | 'unknown';

/** `public` routes run without a session; `user` and `admin` need one of that kind. */
export type RouteAccess = 'public' | 'user' | 'admin';

declare module 'fastify' {
  interface FastifyRequest {
    locale: import('../i18n/index.ts').Locale;
    auth: AuthContext | null;
    /** Set when the request carried a token that is expired or revoked. */
    authProblem: 'expired' | 'unknown' | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.access_token;
  const value = Array.isArray(header) ? header[0] : header;
  return value && value.length <= 200 ? value : null;
}

export function installAuth(app: FastifyInstance, resolveToken: (token: string) => Promise<TokenResolution>) {
  app.decorateRequest('locale', 'zh-CN');
  app.decorateRequest('auth', null);
  app.decorateRequest('authProblem', null);

  app.addHook('onRequest', async (request) => {
    const query = request.query as Record<string, unknown> | undefined;
    request.locale = pickLocale(request.headers.lang ?? query?.lang, request.headers['accept-language']);
    const token = readToken(request);
    if (token) {
      const resolved = await resolveToken(token);
      if (typeof resolved === 'string') request.authProblem = resolved;
      else request.auth = resolved;
    }
    // Unknown endpoints answer 404 for everyone rather than asking strangers to log in.
    const access = request.is404 ? 'public' : (request.routeOptions.config.access ?? 'user');
    if (access === 'public') return;
    if (!request.auth) {
      throw request.authProblem === 'expired' ? sessionExpired() : unauthorized();
    }
    if (request.auth.kind !== access) throw forbidden();
  });
}

/** Narrowing helpers for handlers whose route access guarantees the session kind. */
export function userAuth(request: FastifyRequest) {
  const auth = request.auth;
  if (auth?.kind !== 'user') throw missingSession(request);
  return auth;
}

export function adminAuth(request: FastifyRequest) {
  const auth = request.auth;
  if (auth?.kind !== 'admin') throw missingSession(request);
  return auth;
}

/** Public routes that still need a session (e.g. changing identity, `authEndpoints.changeUser`) answer like private ones. */
function missingSession(request: FastifyRequest) {
  return request.authProblem === 'expired' ? sessionExpired() : unauthorized();
}
