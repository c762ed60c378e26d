import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageSuspense } from '../components/PageSuspense.tsx';
import { useCurrentRoute } from './use-current-route.ts';

/** Names the browser tab after the screen, in the current language. */
export function RootLayout() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const product = t('common:product.title');
  const title = route ? t(route.titleKey) : '';
  useEffect(() => {
    document.title = title && title !== product ? `${title} - ${product}` : product;
  }, [title, product]);
  return (
    <PageSuspense>
      <Outlet />
    </PageSuspense>
  );
}
