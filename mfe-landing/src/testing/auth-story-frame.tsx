// The landing's own story frame (specific to this remote: it renders its auth modal): a view of the
// modal for Storybook on the shared seeded shop as the landing meets it, nobody signed in yet and
// kind 'local' (the views show the local mailbox note); `backend` adds to that shop's options.
import { useState } from 'react';
import { BackendProvider } from '@shop/shared/session';
import { testShop } from '@shop/shared/testing';
import type { TestShopOptions } from '@shop/shared/testing';
import { AuthModal } from '../auth/auth-modal';
import type { AuthView } from '../auth/auth-modal';

export interface AuthStoryProps {
  view: AuthView;
  email?: string;
  backend?: TestShopOptions;
}

export function AuthStory({ view, email, backend }: AuthStoryProps) {
  const [fake] = useState(() => testShop({ kind: 'local', signedIn: false, ...backend }));
  return (
    <BackendProvider backend={fake.backend}>
      <AuthModal key={view} initialView={view} initialEmail={email} onClose={() => {}} onSignedIn={() => {}} />
    </BackendProvider>
  );
}
