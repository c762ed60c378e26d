import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { AntdConfig } from '../../components/antd/AntdConfig.tsx';
import { bindToast, TOAST_DURATION_SECONDS, TOAST_TOP } from '../../lib/toast.ts';
import { queryClient } from './query-client.ts';

/** Hands antd's context-aware message API to code outside React (the HTTP client). */
function ToastBridge() {
  const { message } = AntApp.useApp();
  useEffect(
    () =>
      bindToast((kind, content) => {
        void message.open({ type: kind, content, duration: TOAST_DURATION_SECONDS });
      }),
    [message],
  );
  return null;
}

/**
 * What the platform's screens (everything but the chat workspace) stand on: server-data cache, antd
 * theme and locale, antd toasts. A lazy chunk, so the chat workspace downloads none of it.
 */
export function PlatformProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AntdConfig>
        <AntApp message={{ top: TOAST_TOP, maxCount: 3 }}>
          <ToastBridge />
          {children}
        </AntApp>
      </AntdConfig>
    </QueryClientProvider>
  );
}
