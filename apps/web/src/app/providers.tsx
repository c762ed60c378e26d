import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';

/**
 * What every screen needs, the chat workspace included. antd, its toasts and the server-data cache
 * are in the platform layout (platform/PlatformProviders.tsx), which the chat workspace does without.
 */
export function Providers({ children }: { children: ReactNode }) {
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
