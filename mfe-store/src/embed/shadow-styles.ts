// The catalogue's stylesheets inside its shadow root. Rspack loads the CSS of a chunk as a <link>
// in document.head, which a shadow tree does not see: each of this bundle's links (those under its
// own public path) is linked inside the root too, those already there and those added later.
// Its class names are hashed, so the same rules in the partner's head touch nothing of theirs.
export function bringBundleStyles(shadow: ShadowRoot, publicPath: string): () => void {
  const linked = new Set<string>();
  const take = (node: Node) => {
    if (!(node instanceof HTMLLinkElement) || node.rel !== 'stylesheet' || !node.href.startsWith(publicPath) || linked.has(node.href)) return;
    linked.add(node.href);
    const copy = document.createElement('link');
    copy.rel = 'stylesheet';
    copy.href = node.href;
    shadow.prepend(copy);
  };
  document.head.querySelectorAll('link').forEach(take);
  const observer = new MutationObserver((records) => records.forEach((record) => record.addedNodes.forEach(take)));
  observer.observe(document.head, { childList: true });
  return () => observer.disconnect();
}
