import type { ReactNode } from 'react';
import { useAuth } from '@shop/shared/session';
import { Spinner } from '@shop/shared/ui';
import { SignInForm } from './sign-in-form';

/** Shows its children to a signed-in owner, the compact log-in to anyone else. */
export function SignedInGate({ children, headingLevel }: { children: ReactNode; headingLevel?: 2 | 3 }) {
  const { ready, user } = useAuth();
  if (!ready) return <Spinner label="Loading…" centered />;
  if (!user) return <SignInForm headingLevel={headingLevel} />;
  return <>{children}</>;
}
