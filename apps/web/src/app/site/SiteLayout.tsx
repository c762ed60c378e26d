import { Outlet } from 'react-router';
import { PageSuspense } from '../../components/PageSuspense.tsx';
import { SiteFrame } from './SiteFrame.tsx';

/** The public site's pages inside the platform (product pages, about, trial): the site frame around them. */
export function SiteLayout() {
  return (
    <SiteFrame>
      <PageSuspense>
        <Outlet />
      </PageSuspense>
    </SiteFrame>
  );
}
