import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPathFor } from '../lib/paths.ts';
import { type AuthKind, useToken } from '../lib/session.ts';

/**
 * Guards a shell: without a stored token of the right kind the visitor goes to that kind's login
 * page, which brings them back here afterwards. An expired token is caught by the HTTP client on the
 * first request (401/406) and ends up at the same place.
 */
export function RequireAuth({ kind, children }: { kind: AuthKind; children: ReactNode }) {
  const token = useToken(kind);
  const location = useLocation();
  if (!token) {
    const to = loginPathFor(kind === 'admin' ? '/aLogin' : '/login', location.pathname + location.search);
    return <Navigate to={to} replace />;
  }
  return children;
}
