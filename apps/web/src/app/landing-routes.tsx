import { SiteHome } from './root-screens.tsx';
import type { AppRoute } from './route-types.ts';

/**
 * The landing page, routed at the root like the chat workspace and outside the platform: a first
 * visit downloads neither antd nor the route table (docs/architecture.md, "Landing page").
 */
export const landingRoutes: AppRoute[] = [
  { path: '/', titleKey: 'public:pages.home', access: 'public', layout: 'landing', element: <SiteHome /> },
];
