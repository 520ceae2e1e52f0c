// The embedded backend's stand-in for Google's sign-in popup: asks which account to continue
// with, and, when that address already has a password account Google has not signed in to, asks
// once for its password to link the two. Hosts (the shell, the partner widget) hand
// `openGoogleAccountChooser` to the session.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { isValidEmail } from '../domain/validation';
import type { GoogleAccountChoice, GoogleAccountRequest } from '../backend';
import { Button, Field, Modal, ThemeRoot } from '../ui';

export type { GoogleAccountChoice, GoogleAccountRequest };

interface DialogProps {
  onDone: (choice: GoogleAccountChoice | null) => void;
  request?: GoogleAccountRequest;
}

function ChooseAccount({ onDone }: DialogProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !isValidEmail(email.trim())) {
      setError('Enter your name and a valid e-mail address.');
      return;
    }
    onDone({ name: name.trim(), email: email.trim() });
  };

  return (
    <Modal
      open
      onClose={() => onDone(null)}
      title="Choose an account"
      description="to continue with Google (on this device's built-in sign-in)"
      size="sm"
    >
      <form onSubmit={submit} noValidate>
        <Field label="Name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" required data-autofocus />
        <Field
          label="Email"
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="email"
          required
          error={error ?? undefined}
        />
        <Button type="submit" variant="primary">
          Continue
        </Button>
      </form>
    </Modal>
  );
}

function LinkAccount({ onDone, email }: DialogProps & { email: string }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError('Enter the password of this account.');
      return;
    }
    onDone({ name: '', email, password });
  };

  return (
    <Modal
      open
      onClose={() => onDone(null)}
      title="Link Google to your account"
      description={`${email} already has an account with a password. Enter that password once to sign in with Google from now on.`}
      size="sm"
    >
      <form onSubmit={submit} noValidate>
        {/* The address, for password managers; the person confirms only the password. */}
        <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
        <Field
          label="Password"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          required
          data-autofocus
          error={error ?? undefined}
        />
        <Button type="submit" variant="primary">
          Link and continue
        </Button>
      </form>
    </Modal>
  );
}

export function GoogleAccountChooserDialog({ onDone, request }: DialogProps) {
  return request?.passwordFor ? <LinkAccount onDone={onDone} email={request.passwordFor} /> : <ChooseAccount onDone={onDone} />;
}

/** Shows the chooser in its own root inside `container` and resolves with the choice (null if cancelled). */
export function openGoogleAccountChooser(request?: GoogleAccountRequest, container: Element = document.body): Promise<GoogleAccountChoice | null> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    container.appendChild(host);
    const root = createRoot(host);
    const done = (choice: GoogleAccountChoice | null) => {
      root.unmount();
      host.remove();
      resolve(choice);
    };
    root.render(
      <ThemeRoot>
        <GoogleAccountChooserDialog onDone={done} request={request} />
      </ThemeRoot>,
    );
  });
}
