import { authEndpoints as api, SOCIAL_LOGIN_PROVIDERS } from '@renli/contracts';
import type { App } from '../../core/deps.ts';
import { serve } from '../../core/http/endpoint.ts';
import { notConfigured } from '../../core/http/errors.ts';

/**
 * Social logins (docs/product/auth.md). A self-hosted install has no provider credentials or
 * outbound access by default, so each endpoint exists and answers a clear "not configured".
 */
export function socialLoginRoutes(app: App) {
  for (const [name, provider] of Object.entries(SOCIAL_LOGIN_PROVIDERS)) {
    serve(app, api[name as keyof typeof SOCIAL_LOGIN_PROVIDERS], async () => {
      throw notConfigured('auth.socialNotConfigured', { provider });
    });
  }
}
