import { useEffect } from 'react';
import { useRoutes } from 'react-router';
import { PageSuspense } from '../../components/PageSuspense.tsx';
import { preloadUserShell } from '../lazy-screens.tsx';
import { useCurrentRoute } from '../use-current-route.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { PlatformProviders } from './PlatformProviders.tsx';
import { platformRouteObjects } from './route-objects.tsx';

export { publicNamespaces } from './public-namespaces.ts';

/** Every screen but the chat workspace and the landing page: the platform's providers around its routes. */
export function PlatformRoutes() {
  const route = useCurrentRoute();
  useDocumentTitle(route?.titleKey);
  const preloadsShell = Boolean(route?.preloadsShell);
  useEffect(() => {
    if (!preloadsShell) return;
    // Once the page itself is drawn and idle, so that the shell's download never delays the form. A
    // failed preload is no error: the shell downloads again when it renders.
    const start = () => void preloadUserShell().catch(() => undefined);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(start, 300); // Safari has no idle callbacks
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(start, { timeout: 2000 });
    return () => cancelIdleCallback(idle);
  }, [preloadsShell]);
  const element = useRoutes(platformRouteObjects);
  return (
    <PlatformProviders>
      <PageSuspense>{element}</PageSuspense>
    </PlatformProviders>
  );
}
