import { z } from 'zod';
import type { App } from '../../deps.ts';
import { notConfigured } from '../../http/errors.ts';

/**
 * Social logins of spec section 7. A self-hosted install has no provider credentials or
 * outbound access by default, so each endpoint exists and answers a clear "not configured".
 */
const PROVIDERS = [
  { path: '/anon/qqLogin', name: 'QQ' },
  { path: '/anon/weChatLogin', name: '微信 WeChat' },
  { path: '/anon/alipayLogin', name: '支付宝 Alipay' },
  { path: '/anon/sinaWeiboLogin', name: '新浪微博 Weibo' },
] as const;

export async function socialLoginRoutes(app: App) {
  for (const provider of PROVIDERS) {
    app.post(
      provider.path,
      {
        config: { access: 'public' },
        schema: { tags: ['auth'], summary: `${provider.name} login`, body: z.unknown().optional() },
      },
      async () => {
        throw notConfigured('auth.socialNotConfigured', { provider: provider.name });
      },
    );
  }
}
