/**
 * jsdom lacks a few browser APIs antd relies on for layout (media queries, element resizing).
 * Component tests import this once; the stubs report "no match" and never fire.
 */
export function installBrowserStubs() {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;

  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
