import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ApiError } from '../lib/http.ts';
import { i18n } from '../lib/i18n.ts';
import { subscribeSession } from '../lib/session.ts';
import { bindToast, TOAST_DURATION_SECONDS, TOAST_TOP_PX } from '../lib/toast.ts';

/** Client errors (4xx) will not change on retry; network trouble and 5xx get one more try. */
const shouldRetry = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.code >= 400 && error.code < 500);

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

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

/** Server data of one login must not outlive it: a logout, lost session or identity switch drops it. */
function useForgetDataOnSessionChange(client: QueryClient) {
  useEffect(() => subscribeSession(() => client.removeQueries()), [client]);
}

const THEME = {
  token: {
    colorPrimary: '#2f5bea',
    colorInfo: '#2f5bea',
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Helvetica Neue', Arial, sans-serif",
  },
  algorithm: theme.defaultAlgorithm,
  cssVar: { prefix: 'ant' },
};

function LocalizedAntd({ children }: { children: ReactNode }) {
  const { i18n: active } = useTranslation();
  return (
    <ConfigProvider locale={active.language === 'en' ? enUS : zhCN} theme={THEME}>
      <AntApp message={{ top: TOAST_TOP_PX, maxCount: 3 }}>
        <ToastBridge />
        {children}
      </AntApp>
    </ConfigProvider>
  );
}

export function Providers({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  useForgetDataOnSessionChange(queryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <LocalizedAntd>{children}</LocalizedAntd>
      </I18nextProvider>
    </QueryClientProvider>
  );
}
