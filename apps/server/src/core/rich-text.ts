import { RICH_TEXT_MAX } from '@renli/contracts';
import sanitizeHtml from 'sanitize-html';

// Every rich text the product stores passes through here (docs/product/oa-notice.md, "Rich text"):
// an allow-list matching the shared editor (components/rich-text/), so what the editor can make
// survives and nothing else does — no scripts, no event handlers, no styles, no foreign images.

/** Uploaded files only: `/files/<sha256>.<ext>` as the upload answers it. */
const OWN_FILE = /^\/files\/[0-9a-f]{64}\.[a-z0-9]{1,10}(\?[^"'<>\s]*)?$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'code',
    'pre',
    'hr',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_FILE.test(frame.attribs.src ?? ''),
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
};

/** The HTML as it may be stored and shown; over RICH_TEXT_MAX characters it is cut at that length first. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html.slice(0, RICH_TEXT_MAX), OPTIONS).trim();
}

/** The text of rich HTML (summaries, chat cards, search), at most `max` characters. */
export function richTextPlain(html: string, max = 200): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-3]|li|blockquote)>/g, '$& '), {
    allowedTags: [],
    allowedAttributes: {},
  })
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Whether sanitized HTML still says something (text or an image). */
export const richTextHasContent = (html: string) => richTextPlain(html).length > 0 || /<img\s/.test(html);
