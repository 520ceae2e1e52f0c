import { createLifecycles } from '@shop/shared/mfe';
import { Mailbox } from './mailbox';

export const { bootstrap, mount, unmount } = createLifecycles(Mailbox, { label: 'The mailbox' });
