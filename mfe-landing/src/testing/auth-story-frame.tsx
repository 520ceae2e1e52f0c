// Renders a view of the auth modal for Storybook, on the landing's fake backend.
import { useState } from 'react';
import { BackendProvider } from '@shop/shared/session';
import type { MemoryBackendOptions } from '@shop/shared/testing';
import { AuthModal } from '../auth/auth-modal';
import type { AuthView } from '../auth/auth-modal';
import { createFakeAuthBackend } from './fake-backend';

export interface AuthStoryProps {
  view: AuthView;
  email?: string;
  backend?: MemoryBackendOptions;
}

export function AuthStory({ view, email, backend }: AuthStoryProps) {
  const [fake] = useState(() => createFakeAuthBackend(backend));
  return (
    <BackendProvider backend={fake.backend}>
      <AuthModal key={view} initialView={view} initialEmail={email} onClose={() => {}} onSignedIn={() => {}} />
    </BackendProvider>
  );
}
