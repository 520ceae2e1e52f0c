// The login/sign-up modal: one dialog whose `view` moves between login, signup, verify, reset and
// reset_sent (docs/product-rules.md, 'The landing page and the sign-in modal'). The e-mail typed in one view follows the person to the next,
// and so does the sign-up's choice of joining a shop as staff (Firebase shops; signup-words.ts).
import { useEffect, useRef, useState } from 'react';
import { TRIAL_DAYS } from '@shop/shared/domain';
import { Modal } from '@shop/shared/ui';
import { goToDashboard } from '../go-to-dashboard';
import { LoginView } from './login-view';
import { ResetSentView } from './reset-sent-view';
import { ResetView } from './reset-view';
import { SignupView } from './signup-view';
import { SIGNUP_JOINING_TEXT } from './signup-words';
import { VerifyView } from './verify-view';

export type AuthView = 'login' | 'signup' | 'verify' | 'reset' | 'reset_sent';

const HEADINGS: Record<AuthView, { title: string; description: string }> = {
  login: { title: 'Log in', description: 'Welcome back. Pick up where you left off.' },
  signup: { title: 'Create your account', description: `Set up your shop in minutes, with ${TRIAL_DAYS} days of Pro free.` },
  verify: { title: 'Verify your email', description: 'One last step before you can log in.' },
  reset: { title: 'Reset your password', description: 'We will e-mail you a link to choose a new one.' },
  reset_sent: { title: 'Check your email', description: 'The reset link is on its way.' },
};

export interface AuthModalProps {
  /** The view the modal opens on. */
  initialView: AuthView;
  onClose: () => void;
  /** After a login or Google sign-in; by default, on to /dashboard. */
  onSignedIn?: () => void;
  /** Pre-filled e-mail (stories). */
  initialEmail?: string;
}

export function AuthModal({ initialView, onClose, onSignedIn = goToDashboard, initialEmail = '' }: AuthModalProps) {
  const [view, setView] = useState<AuthView>(initialView);
  const [email, setEmail] = useState(initialEmail);
  const [joining, setJoining] = useState(false);
  const viewRef = useRef<HTMLDivElement>(null);
  const shownView = useRef(view);

  // The Modal focuses the first view on open; a later view gets focus here, since the control
  // that switched views is gone.
  useEffect(() => {
    if (shownView.current === view) return;
    shownView.current = view;
    viewRef.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, [view]);

  const heading = view === 'signup' && joining ? { ...HEADINGS.signup, description: SIGNUP_JOINING_TEXT.description } : HEADINGS[view];
  return (
    <Modal open onClose={onClose} title={heading.title} description={heading.description} size={view === 'signup' ? 'md' : 'sm'}>
      <div ref={viewRef} data-view={view}>
        {view === 'login' ? (
          <LoginView
            email={email}
            onEmailChange={setEmail}
            onSignedIn={onSignedIn}
            onForgotPassword={() => setView('reset')}
            onCreateAccount={() => setView('signup')}
          />
        ) : view === 'signup' ? (
          <SignupView
            email={email}
            onEmailChange={setEmail}
            joining={joining}
            onJoiningChange={setJoining}
            onSignedUp={() => setView('verify')}
            onSignedIn={onSignedIn}
            onLogIn={() => setView('login')}
          />
        ) : view === 'verify' ? (
          <VerifyView email={email} joining={joining} onLogIn={() => setView('login')} />
        ) : view === 'reset' ? (
          <ResetView email={email} onEmailChange={setEmail} onSent={() => setView('reset_sent')} onBackToLogIn={() => setView('login')} />
        ) : (
          <ResetSentView email={email} onBackToLogIn={() => setView('login')} />
        )}
      </div>
    </Modal>
  );
}
