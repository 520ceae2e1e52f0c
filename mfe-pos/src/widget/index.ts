// What `./widget` exposes: mount(element, options) → unmount. Partner pages reach it through the
// suite's loader (/widget/pos-widget.js, shell/widget-loader/), which defines <pos-widget> and
// calls mount when an element is connected; see examples/partner-site/README.md.
export { mount, backendConfigOf, WIDGET_EVENTS } from './mount-widget';
export type { PosWidgetOptions } from './mount-widget';
