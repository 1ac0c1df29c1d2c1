// A prerendered page is readable without its scripts: they only make it interactive. They wait
// in <template id="app-scripts"> and are added once the page has been painted, so they do not
// share the network with the first paint (ADR 029). A tab opened in the background, where
// animation frames wait, starts them at once.
const start = () => {
  const scripts = document.getElementById('app-scripts');
  if (scripts instanceof HTMLTemplateElement) {
    document.head.append(document.importNode(scripts.content, true));
  }
};
if (document.visibilityState === 'visible') {
  // The first frame's callbacks run before it is painted; the second frame's, after.
  requestAnimationFrame(() => requestAnimationFrame(start));
} else {
  start();
}
