// The entry of the partner widget's plain bundle (dist/widget/till.js): it only says where the
// widget is. The widget itself, with its styles, comes in chunks when the loader asks for it, so
// its stylesheets arrive as <link>s that mount() brings into the shadow root.
import type * as Widget from './index';

declare global {
  interface Window {
    ShopPosTill?: { load(): Promise<typeof Widget> };
  }
}

window.ShopPosTill = { load: () => import('./index') };
