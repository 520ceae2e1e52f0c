// The storefront's own page at `/s/...` (tooling/serve.mjs): the plain bundle of
// mfe-store/rspack.config.mjs, rendered with Preact's React-compatible runtime.
import { createRoot } from 'react-dom/client';
import { StorefrontApp } from './storefront-app';

const root = document.getElementById('root');
if (root) createRoot(root).render(<StorefrontApp />);
