// Renders a view of the auth modal for Storybook, on a fake backend.
import { useState } from 'react';
import { BackendProvider } from '@shop/shared/session';
import { createFakeAuthBackend } from '../testing/fake-backend';
import type { FakeAuthOptions } from '../testing/fake-backend';
import { AuthModal } from './auth-modal';
import type { AuthView } from './auth-modal';

export interface AuthStoryProps {
  view: AuthView;
  email?: string;
  backend?: FakeAuthOptions;
}

export function AuthStory({ view, email, backend }: AuthStoryProps) {
  const [fake] = useState(() => createFakeAuthBackend(backend));
  return (
    <BackendProvider backend={fake.backend}>
      <AuthModal key={view} initialView={view} initialEmail={email} onClose={() => {}} onSignedIn={() => {}} />
    </BackendProvider>
  );
}
