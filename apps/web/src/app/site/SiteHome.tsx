import { HomePage } from './HomePage.tsx';
import { SiteFrame } from './SiteFrame.tsx';

/** The landing page `/` as the root draws it, outside the platform (app/landing-routes.tsx). */
export function SiteHome() {
  return (
    <SiteFrame>
      <HomePage />
    </SiteFrame>
  );
}
