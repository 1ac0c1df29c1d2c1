// Focus for an element that a state change is about to render (the first card of a page just
// loaded): focused now if it is there, else as soon as it appears, for up to a second.
const WAIT_MS = 1000;

export function focusWhenShown(id: string): void {
  const started = performance.now();
  const attempt = () => {
    const element = document.getElementById(id);
    if (element) {
      element.focus();
      return;
    }
    if (performance.now() - started < WAIT_MS) setTimeout(attempt, 16);
  };
  attempt();
}
