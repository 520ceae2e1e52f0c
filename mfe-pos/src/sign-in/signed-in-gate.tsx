import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { useAuth } from '@shop/shared/session';
import { Spinner } from '@shop/shared/ui';
import { SignInForm } from './sign-in-form';

// Only newcomers need the sign-up: its code loads when they ask for it.
const SignUpForm = lazy(() => import('./sign-up-form').then((module) => ({ default: module.SignUpForm })));

export interface SignedInGateProps {
  children: ReactNode;
  headingLevel?: 2 | 3;
  /** Lets a newcomer create an account here (the partner widget). */
  allowSignUp?: boolean;
}

/** Shows its children to a signed-in owner, the compact log-in (or sign-up) to anyone else. */
export function SignedInGate({ children, headingLevel, allowSignUp = false }: SignedInGateProps) {
  const { ready, user } = useAuth();
  const [view, setView] = useState<{ name: 'log-in' | 'sign-up'; email: string }>({ name: 'log-in', email: '' });
  if (!ready) return <Spinner label="Loading…" centered />;
  if (user) return <>{children}</>;
  if (view.name === 'sign-up') {
    return (
      <Suspense fallback={<Spinner label="Loading…" centered />}>
        <SignUpForm headingLevel={headingLevel} onLogIn={(email) => setView({ name: 'log-in', email })} />
      </Suspense>
    );
  }
  return (
    <SignInForm
      key={view.email}
      headingLevel={headingLevel}
      initialEmail={view.email}
      onCreateAccount={allowSignUp ? () => setView({ name: 'sign-up', email: '' }) : undefined}
    />
  );
}
