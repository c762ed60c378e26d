/**
 * Saving through an `<a download>`. Browsers ignore `download` on cross-origin links, so a
 * same-origin image is fetched into a blob first (docs/chat-ui.md: plain fetch, then save); anything
 * else, or a failed fetch, falls back to the URL itself in a new tab where the user can save it.
 */

import { clickAnchor, saveBlob } from '../../../lib/save-blob.ts';

export function isSameOrigin(url: string, base: string = window.location.href): boolean {
  try {
    const target = new URL(url, base);
    if (target.protocol === 'blob:' || target.protocol === 'data:') return false;
    return target.origin === new URL(base).origin;
  } catch {
    return false;
  }
}

export async function downloadImage(url: string, fileName: string): Promise<void> {
  if (isSameOrigin(url)) {
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      saveBlob(await response.blob(), fileName);
      return;
    } catch {
      // Fall through: the direct link still lets the user save the picture.
    }
  }
  const isInline = /^(blob|data):/i.test(url);
  clickAnchor(url, fileName, !isInline);
}
