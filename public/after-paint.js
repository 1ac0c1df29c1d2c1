// A prerendered page is readable without its scripts: they only make it interactive. They wait
// in two templates and are added once the page has been painted, so they do not share the
// network with the first paint (ADR 029). A tab opened in the background, where
// animation frames wait, starts them at once.
const append = (id) => {
  const scripts = document.getElementById(id);
  if (scripts instanceof HTMLTemplateElement) {
    document.head.append(document.importNode(scripts.content, true));
  }
};
// The entry and its imports first; the page's own code and strings in a task of their own
// (ADR 059): while a page loads, each link costs a slow phone a few milliseconds, and together
// they would make one long task. The entry waits for its own fetches, so they are in before it
// runs; were it ever first, the bundler's loader would add what is missing, as it used to.
const start = () => {
  append('app-scripts');
  setTimeout(() => append('page-scripts'), 0);
};
if (document.visibilityState === 'visible') {
  // The first frame's callbacks run before it is painted; the second frame's, after.
  requestAnimationFrame(() => requestAnimationFrame(start));
} else {
  start();
}
