import type { ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { chatRoutes } from './chat-routes.tsx';
import { landingRoutes } from './landing-routes.tsx';
import { RequireAuth } from './RequireAuth.tsx';
import { PlatformRoutes } from './root-screens.tsx';
import { useDocumentTitle } from './use-document-title.ts';

function Titled({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  useDocumentTitle(titleKey);
  return children;
}

/**
 * What the root resolves itself: the chat workspace and the landing page, which must start light, and
 * everything else, which is the platform's. The platform's route table and layouts come with its lazy chunk
 * (platform/PlatformRoutes.tsx).
 */
export const rootRoutes: RouteObject[] = [
  ...chatRoutes.map((route) => ({
    path: route.path,
    element: (
      <Titled titleKey={route.titleKey}>
        <RequireAuth kind="user">{route.element}</RequireAuth>
      </Titled>
    ),
  })),
  ...landingRoutes.map((route) => ({
    path: route.path,
    element: <Titled titleKey={route.titleKey}>{route.element}</Titled>,
  })),
  { path: '*', element: <PlatformRoutes /> },
];
