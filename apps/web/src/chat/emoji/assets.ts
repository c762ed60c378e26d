/**
 * Every SVG in `assets/`, as a URL of its own. `?no-inline` keeps Vite from turning the small files
 * into data URIs inside the JS bundle: the browser caches the artwork separately and the chat chunk
 * stays small.
 */
const files = import.meta.glob<string>('./assets/*.svg', {
  eager: true,
  query: '?no-inline',
  import: 'default',
});

/** Icon name (file name without `.svg`) to URL. */
export const ASSET_URLS: ReadonlyMap<string, string> = new Map(
  Object.entries(files).map(([path, url]) => [/([^/]+)\.svg$/.exec(path)![1]!, url]),
);
