import { staticPart } from '../route-builders.tsx';
import type { AppRoute } from '../route-types.ts';

/** One entry of a module's pages card: a page, or a menu group with its pages. */
export interface PageEntry {
  /** Where the entry links: the page, or the group's first page (the group's path redirects there). */
  path: string;
  /** Its name; a page of a nested group is named after the subgroup too ('往来账单', '待结算'). */
  titleKeys: string[];
  /** Some feature draws it (a group: at least one of its pages). */
  built: boolean;
  /** A group's pages, nested groups flattened into them; empty for a page. */
  pages: PageEntry[];
}

const inMenu = (routes: AppRoute[] = []) => routes.filter((route) => route.menuKey);

const pageOf = (route: AppRoute, names: string[]): PageEntry => ({
  path: staticPart(route.path),
  titleKeys: [...names, route.titleKey],
  built: !route.placeholder,
  pages: [],
});

function pagesOf(group: AppRoute, names: string[]): PageEntry[] {
  return inMenu(group.children).flatMap((route) =>
    route.children?.length ? pagesOf(route, [...names, route.titleKey]) : [pageOf(route, names)],
  );
}

/**
 * The menu pages of a module as its workbench lists them, in menu order; detail pages reached by link
 * only are left out, as in the side menu.
 */
export function modulePages(module: AppRoute): PageEntry[] {
  return inMenu(module.children).map((route) => {
    if (!route.children?.length) return pageOf(route, []);
    const pages = pagesOf(route, []);
    return {
      path: pages[0]?.path ?? staticPart(route.path),
      titleKeys: [route.titleKey],
      built: pages.some((page) => page.built),
      pages,
    };
  });
}

/** Built and all pages of a module, counting each page once (a group counts its pages). */
export function pageTally(entries: readonly PageEntry[]): { built: number; total: number } {
  const pages = entries.flatMap((entry) => (entry.pages.length > 0 ? entry.pages : [entry]));
  return { built: pages.filter((page) => page.built).length, total: pages.length };
}
