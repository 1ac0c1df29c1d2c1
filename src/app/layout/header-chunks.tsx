import { lazy, type ComponentType } from 'react';
import type { GlobalSearchProps } from '../../features/search/global-search.tsx';
import { loadNamespaces } from '../../i18n/namespace-loader.ts';
import { headerShape } from './header-rules.ts';
import { isNarrowHeader } from './narrow-header.ts';
import { readRememberedHeader } from './remembered-header.ts';

/**
 * The header's pop-up menus are one chunk, kept out of the first paint (header-menus.tsx).
 * A prerendered page fetches it before hydrating (main.tsx), with the page's own code, so
 * the whole page hydrates in one pass: no button on it waits for code after the page is
 * interactive, and no press has to be kept for later (ADR 037).
 */
export const loadHeaderMenus = () => import('./header-menus.tsx');
export const HeaderMenus = lazy(loadHeaderMenus);
/** The narrow screen's Menu panel, from the same chunk (it holds the same menus). */
export const NarrowMenu = lazy(() =>
  loadHeaderMenus().then((module) => ({ default: module.NarrowMenu })),
);

let globalSearchModule: { default: ComponentType<GlobalSearchProps> } | null = null;
const loadGlobalSearch = () =>
  Promise.all([import('../../features/search/global-search.tsx'), loadNamespaces(['search'])]).then(
    ([module]) => {
      globalSearchModule = module;
      return module;
    },
  );
const LazyGlobalSearch = lazy(loadGlobalSearch);

/**
 * Only signed-in content users see it: its code and strings load when it first shows, unless
 * fetched ahead (below). Once fetched it is drawn directly: a lazy component suspends on its
 * first render even when its code is already here, and React then shows the empty fallback
 * and holds the row back for up to 300 ms (its throttle on revealing suspended content).
 */
export function GlobalSearch(props: GlobalSearchProps) {
  const Search = globalSearchModule?.default;
  return Search ? <Search {...props} /> : <LazyGlobalSearch {...props} />;
}

/**
 * A page the browser draws for a returning signed-in user starts with the header that user
 * had (remembered-header.ts). When that header has the search row, its code is fetched before
 * the first render (main.tsx), so the row is there from the first paint instead of pushing
 * the page down when it arrives.
 */
export function preloadResumedHeader(path: string): Promise<unknown> {
  const remembered = readRememberedHeader();
  return remembered && headerShape(null, path, remembered).searchAndHome && !isNarrowHeader()
    ? loadGlobalSearch()
    : Promise.resolve();
}
