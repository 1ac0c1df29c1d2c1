/**
 * A press on a header menu button between the first paint of a prerendered page and the
 * arrival of the menus' code (header-menus.tsx loads after the shell) would be lost: React
 * does not replay a click on content it could not hydrate yet. The last such press is kept
 * and replayed once the menus are live, as a screen reader's click would be.
 */
const MENU_BUTTONS = '.header-tools [aria-haspopup]';
/** Which menu button was pressed last, by its place among them (React may replace the node). */
let pending: number | null = null;

function keep(event: MouseEvent) {
  if (!(event.target instanceof Element)) return;
  const button = event.target.closest<HTMLElement>(MENU_BUTTONS);
  if (button) pending = [...document.querySelectorAll(MENU_BUTTONS)].indexOf(button);
}

/** Called before hydrating a prerendered page (main.tsx). */
export function keepEarlyMenuPresses() {
  document.addEventListener('click', keep, true);
}

/**
 * Called once the menus have mounted. A press that came after their code arrived but before
 * this was handled by React itself (it hydrates a pending boundary to deliver a click), and
 * pressing again would close the menu it opened: so the press is replayed a frame later, and
 * only if its menu is not open by then.
 */
export function replayEarlyMenuPress() {
  document.removeEventListener('click', keep, true);
  const index = pending;
  pending = null;
  if (index === null || index < 0) return;
  requestAnimationFrame(() => {
    const target = document.querySelectorAll<HTMLElement>(MENU_BUTTONS)[index];
    if (target && target.getAttribute('aria-expanded') !== 'true') target.click();
  });
}
