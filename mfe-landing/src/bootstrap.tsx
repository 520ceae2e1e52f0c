// This remote's own page: mounts it alone on the embedded backend, for work and review outside
// the shell. (Inside the shell, the shell has already created the session.)
import { mountStandalone, openGoogleAccountChooser } from '@shop/shared/mfe';
import { createSession } from '@shop/shared/session';
import * as lifecycles from './app';

const root = document.getElementById('root');
if (root) {
  void createSession({ type: 'local' }, { googleAccountChooser: (request) => openGoogleAccountChooser(request) }).then(() =>
    mountStandalone(lifecycles, 'shop_landing', root),
  );
}
