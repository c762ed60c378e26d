import { type ReactNode, Suspense } from 'react';

/** Where a lazily loaded screen appears: an empty, quiet area until its chunk has arrived. */
export function PageSuspense({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div className="renli-page-loading" aria-busy="true" />}>{children}</Suspense>;
}
