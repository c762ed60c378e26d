import { useRoutes } from 'react-router';
import { PageSuspense } from '../../components/PageSuspense.tsx';
import { useCurrentRoute } from '../use-current-route.ts';
import { useDocumentTitle } from '../use-document-title.ts';
import { PlatformProviders } from './PlatformProviders.tsx';
import { platformRouteObjects } from './route-objects.tsx';

/** Every screen but the chat workspace: the platform's providers around its routes. */
export function PlatformRoutes() {
  useDocumentTitle(useCurrentRoute()?.titleKey);
  const element = useRoutes(platformRouteObjects);
  return (
    <PlatformProviders>
      <PageSuspense>{element}</PageSuspense>
    </PlatformProviders>
  );
}
