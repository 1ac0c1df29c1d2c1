/**
 * A press on a header menu button between the first paint of a prerendered page and the
 * arrival of the menus' code (header-menus.tsx loads after the shell) would be lost: React
 * does not replay a click on content it could not hydrate yet. The last such press is kept
 * and replayed once the menus are live, as a screen reader's click would be.
 */
// Every overlay trigger says whether it is expanded; a dialog's trigger has no aria-haspopup.
const MENU_BUTTONS = '.header-tools [aria-expanded]';
/** Which menu button was clicked last, by its place among them (React may replace the node). */
let clicked: number | null = null;
/** Which menu button a pointer went down on, with no click yet. */
let down: number | null = null;

function menuButtonIndex(event: Event): number | null {
  if (!(event.target instanceof Element)) return null;
  const button = event.target.closest<HTMLElement>(MENU_BUTTONS);
  return button ? [...document.querySelectorAll(MENU_BUTTONS)].indexOf(button) : null;
}

function keepDown(event: PointerEvent) {
  down = menuButtonIndex(event);
}

function keepClick(event: MouseEvent) {
  clicked = menuButtonIndex(event);
  down = null;
}

/** Called before hydrating a prerendered page (main.tsx). */
export function keepEarlyMenuPresses() {
  document.addEventListener('pointerdown', keepDown, true);
  document.addEventListener('click', keepClick, true);
}

/**
 * A press that came after the menus' code arrived but before this runs was handled by React
 * itself (it hydrates a pending boundary to deliver a click), and pressing again would close
 * the menu it opened: so the press is replayed a frame later, and only if its menu is not open.
 */
function replayUnlessOpen(index: number) {
  requestAnimationFrame(() => {
    const target = document.querySelectorAll<HTMLElement>(MENU_BUTTONS)[index];
    if (target && target.getAttribute('aria-expanded') !== 'true') target.click();
  });
}

/** Called once the menus have mounted. */
export function replayEarlyMenuPress() {
  document.removeEventListener('pointerdown', keepDown, true);
  document.removeEventListener('click', keepClick, true);
  const pressed = clicked;
  const held = down;
  clicked = down = null;
  if (pressed !== null && pressed >= 0) {
    replayUnlessOpen(pressed);
  } else if (held !== null && held >= 0) {
    // The button went down before the menus were live and comes up after: React Aria never saw
    // the press start, so it ignores its end. The click that ends it on the same button is
    // replayed as a press of its own.
    document.addEventListener(
      'click',
      (event) => {
        if (menuButtonIndex(event) === held) replayUnlessOpen(held);
      },
      { capture: true, once: true },
    );
  }
}
