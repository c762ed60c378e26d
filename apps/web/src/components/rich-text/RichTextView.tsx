import './rich-text.css';

/**
 * Shows rich text the server stored: it is sanitized on the way in (`sanitizeRichText`, an
 * allow-list without scripts, handlers or styles), so it is drawn as it is.
 */
export function RichTextView({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={`rich-text-content${className ? ` ${className}` : ''}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server's allow-list before it is stored
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
