/**
 * A press on a header menu button between the first paint of a prerendered page and the
 * arrival of the menus' code (header-menus.tsx loads after the shell) would be lost: React
 * does not replay a click on content it could not hydrate yet. The last such press is kept
 * and replayed once the menus are live, as a screen reader's click would be.
 */
const MENU_BUTTONS = '.header-tools [aria-haspopup]';
let pending: HTMLElement | null = null;

function keep(event: MouseEvent) {
  if (!(event.target instanceof Element)) return;
  pending = event.target.closest<HTMLElement>(MENU_BUTTONS) ?? pending;
}

/** Called before hydrating a prerendered page (main.tsx). */
export function keepEarlyMenuPresses() {
  document.addEventListener('click', keep, true);
}

/** Called once the menus have mounted. */
export function replayEarlyMenuPress() {
  document.removeEventListener('click', keep, true);
  const target = pending;
  pending = null;
  if (target?.isConnected) target.click();
}
