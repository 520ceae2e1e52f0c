export { createLifecycles } from './create-lifecycles';
export type { RemoteLifecycles, RemoteProps } from './create-lifecycles';
export { mountStandalone } from './mount-standalone';
export { RemoteFailure } from './remote-failure';
export { GoogleAccountChooserDialog, openGoogleAccountChooser } from './google-account-chooser';
export type { GoogleAccountChoice } from './google-account-chooser';
export { navigateTo } from './navigate';
export { INTENT_EVENT, INTENT_EVENTS, INTENT_SHOWN, loadOnIntent, PRERENDERED, PRESSED_EARLY, whenIntentShown } from './prerender';
export type { LoadOnIntentOptions } from './prerender';
