/**
 * Functions that run inside the page (serialised by Playwright): they record, with the page's own
 * clock, when an element first appears and is painted, so no polling from Node adds to the figures.
 */

declare global {
  interface Window {
    __renliMarks?: Record<string, number>;
  }
}

/**
 * Installs a watch for each `name: selector` pair; a mark is the time of the animation frame after
 * the element first exists, i.e. when the browser paints it. The login click is marked too.
 */
export function installMarks(selectors: Record<string, string>) {
  const marks: Record<string, number> = {};
  window.__renliMarks = marks;
  document.addEventListener(
    'click',
    (event) => {
      if ((event.target as Element | null)?.closest?.('[data-testid=login-submit]'))
        marks.click ??= performance.now();
    },
    true,
  );
  const check = () => {
    for (const [name, selector] of Object.entries(selectors)) {
      if (marks[name] === undefined && document.querySelector(selector)) {
        marks[name] = -1;
        requestAnimationFrame(() => {
          marks[name] = performance.now();
        });
      }
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
}

/** The browser's own first contentful paint, in ms since navigation started. */
export function firstContentfulPaint(): number | null {
  return performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
}
