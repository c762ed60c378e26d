import { defineFeature } from '../../lib/feature.ts';
import { lazyScreen } from '../../lib/lazy-screen.ts';

const MemberTab = lazyScreen(() => import('./MemberTab.tsx').then((m) => m.MemberTab));
const AccountTab = lazyScreen(() => import('./AccountTab.tsx').then((m) => m.AccountTab));
const SafeTab = lazyScreen(() => import('./SafeTab.tsx').then((m) => m.SafeTab));

export const settingsFeature = defineFeature({
  name: 'settings',
  screens: {
    '/other/setting/member': <MemberTab />,
    '/other/setting/account': <AccountTab />,
    '/other/setting/safe': <SafeTab />,
  },
});
