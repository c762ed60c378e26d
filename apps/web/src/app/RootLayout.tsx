import { useLocation, useRoutes } from 'react-router';
import { PageSuspense } from '../components/PageSuspense.tsx';
import { RouteErrorBoundary } from './RouteErrorBoundary.tsx';
import { rootRoutes } from './root-routes.tsx';

/** Resolves the top-level routes; a screen that fails to render (or to download) shows the error page. */
export function RootLayout() {
  const location = useLocation();
  const element = useRoutes(rootRoutes);
  return (
    <RouteErrorBoundary resetKey={location.key}>
      <PageSuspense>{element}</PageSuspense>
    </RouteErrorBoundary>
  );
}
