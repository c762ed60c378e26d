import { lazy, type ReactNode, Suspense } from 'react';

const AntdConfig = lazy(() => import('./AntdConfig.tsx').then((m) => ({ default: m.AntdConfig })));

/**
 * antd's theme and locale for antd components rendered outside the platform layout (the chat
 * workspace keeps antd out of its first download): the configuration arrives with the first such
 * component, which shows nothing until then.
 */
export function AntdScope({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <AntdConfig>{children}</AntdConfig>
    </Suspense>
  );
}
