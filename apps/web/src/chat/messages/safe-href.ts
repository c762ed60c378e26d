const ALLOWED_PROTOCOLS = new Set(['http:', 'https:']);

/** Only used to resolve relative URLs; its protocol is what a same-origin path gets. */
const RELATIVE_BASE = 'https://relative.invalid/';

/**
 * The URL when it is safe to put into `href`/`src`, else `undefined`.
 *
 * Message payloads are written by other users, so a link could be `javascript:` or `data:` and run
 * script on click. Only absolute http(s) URLs and root-relative paths (uploads are served as
 * `/files/...`) pass; a bare word such as `9-18` is text, not a link.
 * The check uses the WHATWG URL parser, the same one the browser applies to the attribute, so tricks
 * such as `java\nscript:` or leading control characters are judged as the browser would read them.
 */
export function safeHref(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined;
  const trimmed = url.trim();
  if (trimmed === '') return undefined;
  if (!/^[a-z][a-z\d+.-]*:/i.test(trimmed) && !trimmed.startsWith('/')) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(trimmed, RELATIVE_BASE);
  } catch {
    return undefined;
  }
  return ALLOWED_PROTOCOLS.has(parsed.protocol) ? trimmed : undefined;
}
