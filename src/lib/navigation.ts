// Whether the user has moved between pages inside the app since it loaded.
// On first load the browser (and screen reader) start at the top of the page, so focus is left
// alone; after a client-side navigation the new page's heading takes focus (see PageHeading).
// wouter announces pushes with a "pushState" event on window; the back and forward buttons
// fire "popstate". Replacements (redirects) are not navigations the user made.
let navigated = false;

if (typeof window !== 'undefined') {
  const mark = () => {
    navigated = true;
  };
  window.addEventListener('pushState', mark);
  window.addEventListener('popstate', mark);
}

export function hasNavigated(): boolean {
  return navigated;
}

/** For tests that simulate a fresh page load. */
export function resetNavigation(): void {
  navigated = false;
}
