// The embedded backend's stand-in for Google's sign-in popup: asks which account to continue
// with. Hosts (the shell, the partner widget) hand `openGoogleAccountChooser` to the session.
import { useState } from 'react';
import type { FormEvent } from 'react';
import { createRoot } from 'react-dom/client';
import { Button, Field, Modal, ThemeRoot } from '../ui';

export interface GoogleAccountChoice {
  name: string;
  email: string;
}

export function GoogleAccountChooserDialog({ onDone }: { onDone: (choice: GoogleAccountChoice | null) => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
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

/** Shows the chooser in its own root inside `container` and resolves with the choice (null if cancelled). */
export function openGoogleAccountChooser(container: Element = document.body): Promise<GoogleAccountChoice | null> {
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
        <GoogleAccountChooserDialog onDone={done} />
      </ThemeRoot>,
    );
  });
}
