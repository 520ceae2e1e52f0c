export { createLifecycles } from './create-lifecycles';
export type { RemoteLifecycles, RemoteProps } from './create-lifecycles';
export { mountStandalone } from './mount-standalone';
export { RemoteFailure } from './remote-failure';
export { GoogleAccountChooserDialog, openGoogleAccountChooser } from './google-account-chooser';
export type { GoogleAccountChoice } from './google-account-chooser';
export { navigateTo } from './navigate';
export { INTENT_EVENTS, loadOnIntent, PRERENDERED, PRESSED_EARLY } from './prerender';
export type { LoadOnIntentOptions } from './prerender';
