import type { ReactNode } from 'react';
import { safeHref } from './safe-href.ts';

export interface ExternalLinkProps {
  href: unknown;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
}

/**
 * A link written by another user: opened in a new tab without giving that page a handle on ours
 * (`noopener`), and only for http(s) targets. Anything else renders the content as plain text.
 */
export function ExternalLink({ href, className, children, 'aria-label': label }: ExternalLinkProps) {
  const safe = safeHref(href);
  if (!safe) return <span className={className}>{children}</span>;
  return (
    <a className={className} href={safe} target="_blank" rel="noopener noreferrer" aria-label={label}>
      {children}
    </a>
  );
}
