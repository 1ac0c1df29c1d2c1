import { lazy } from 'react';

/**
 * The header's pop-up menus are one chunk, kept out of the first paint (header-menus.tsx).
 * A prerendered page fetches it before hydrating (main.tsx), with the page's own code, so
 * the whole page hydrates in one pass: no button on it waits for code after the page is
 * interactive, and no press has to be kept for later (ADR 037).
 */
export const loadHeaderMenus = () => import('./header-menus.tsx');
export const HeaderMenus = lazy(loadHeaderMenus);
