// What `./widget` exposes to partner sites: mount(element, options) → unmount, and the
// <pos-widget> custom element, registered as soon as this module runs.
import { definePosWidgetElement } from './pos-widget-element';

export { mount, backendConfigOf } from './mount-widget';
export type { PosWidgetOptions } from './mount-widget';
export { PosWidgetElement, POS_WIDGET_TAG, definePosWidgetElement, optionsFromAttributes } from './pos-widget-element';

definePosWidgetElement();
