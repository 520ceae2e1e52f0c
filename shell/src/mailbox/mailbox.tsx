// The local mailbox at /mailbox: the e-mails the embedded backend "sent" to one address, newest
// first, with their verification and reset links working in place. The visitor types the address
// (or arrives with `?to=`, or is the signed-in owner); no one can list every account's mail.
import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import { requireSession, messageWithoutPrefix, useLive } from '@shop/shared/session';
import { Button, DEVICE_TIME_ZONE, EmptyState, ErrorBanner, Field, Spinner, ThemeRoot } from '@shop/shared/ui';
import { FIELD_MESSAGES, formatDateTime, isStorePaymentReference, isValidEmail } from '@shop/shared/domain';
import type { MailMessage } from '@shop/shared/session';
import { PAYMENTS_DESK_TEXT, PaymentsDesk } from './payments-desk';
import type { LocalOrderPaymentsDesk, LocalPaymentsDesk } from '@shop/shared/session';
import { OrderPaymentDesk } from './order-payment-desk';
import styles from './mailbox.module.css';

/** The local payments desk's page (backend/plan-desk.ts, paymentsDeskUrl), beside the mailbox: both play a service the embedded backend has no other way to reach. */
const PAYMENTS_DESK_PATH = '/mailbox/payments-desk';

function mailbox() {
  const { mailbox } = requireSession();
  if (!mailbox) throw new Error('The mailbox belongs to the embedded backend; this suite runs on another.');
  return mailbox;
}

/** The address in `?to=`, else the signed-in owner's once the session is restored, else none. */
function useStartingAddress(): string | null {
  const fromUrl = new URL(window.location.href).searchParams.get('to');
  const [address, setAddress] = useState<string | null>(fromUrl);
  useEffect(() => {
    if (fromUrl !== null) return;
    let live = true;
    const { backend } = requireSession();
    void backend.authStateReady().then(() => {
      if (live) setAddress(backend.currentUser()?.email ?? '');
    });
    return () => {
      live = false;
    };
  }, [fromUrl]);
  return address;
}

function AddressForm({ address, onShow }: { address: string; onShow: (address: string) => void }) {
  const [typed, setTyped] = useState(address);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setTyped(address), [address]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = typed.trim();
    if (!isValidEmail(wanted)) {
      setError(FIELD_MESSAGES.emailInvalid);
      return;
    }
    setError(null);
    onShow(wanted);
  };
  return (
    <form role="search" aria-label="Messages for an address" className={styles.lookup} onSubmit={submit} noValidate>
      <Field label="Email address" type="email" autoComplete="email" value={typed} onChange={(e) => setTyped(e.target.value)} error={error ?? undefined} />
      <Button type="submit" variant="primary">
        Show messages
      </Button>
    </form>
  );
}

function Inbox({ address }: { address: string }) {
  const messages = useLive<MailMessage[]>(`mailbox:${address}`, (next, fail) => mailbox().subscribe(address, next, fail));
  if (messages.status === 'error') return <ErrorBanner>{messages.error.message}</ErrorBanner>;
  if (messages.status !== 'ready') return <Spinner label="Loading messages" />;
  if (messages.data.length === 0) {
    return <EmptyState headingLevel={2} title="No messages yet" description={`Verification and password-reset e-mails to ${address} appear here.`} />;
  }
  return (
    <ol className={styles.list} aria-label="Messages">
      {messages.data.map((message) => (
        <li key={message.id} className={styles.message}>
          <article aria-label={message.subject}>
            <header className={styles.meta}>
              <h2 className={styles.subject}>{message.subject}</h2>
              <p>
                To: <span className={styles.to}>{message.to}</span> · <time dateTime={message.createdAt.toISOString()}>{formatDateTime(message.createdAt, DEVICE_TIME_ZONE)}</time>
              </p>
            </header>
            <p className={styles.body}>{message.text}</p>
            <a className={styles.action} href={message.link}>
              {message.kind === 'verify' ? 'Verify your email address' : 'Reset your password'}
            </a>
          </article>
        </li>
      ))}
    </ol>
  );
}

function VerifyLink({ token }: { token: string }) {
  const [state, setState] = useState<{ status: 'working' | 'done' | 'failed'; message?: string }>({ status: 'working' });
  useEffect(() => {
    mailbox()
      .applyVerification(token)
      .then(
        () => setState({ status: 'done' }),
        (error: unknown) => setState({ status: 'failed', message: messageWithoutPrefix(error) }),
      );
  }, [token]);
  if (state.status === 'working') return <Spinner label="Verifying your email" />;
  if (state.status === 'failed') return <ErrorBanner>{state.message}</ErrorBanner>;
  return (
    <div role="status" className={styles.done}>
      <h2>Your email is verified</h2>
      <p>
        You can now <a href="/">log in</a>.
      </p>
    </div>
  );
}

function ResetLink({ token }: { token: string }) {
  const [email, setEmail] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<'checking' | 'form' | 'saving' | 'done' | 'invalid'>('checking');

  useEffect(() => {
    mailbox()
      .checkPasswordResetToken(token)
      .then(
        (address) => {
          setEmail(address);
          setStatus('form');
        },
        (failure: unknown) => {
          setError(messageWithoutPrefix(failure));
          setStatus('invalid');
        },
      );
  }, [token]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setStatus('saving');
    setError(null);
    try {
      await mailbox().confirmPasswordReset(token, password);
      setStatus('done');
    } catch (failure) {
      setError(messageWithoutPrefix(failure));
      setStatus('form');
    }
  };

  if (status === 'checking') return <Spinner label="Checking the link" />;
  if (status === 'invalid') return <ErrorBanner>{error}</ErrorBanner>;
  if (status === 'done') {
    return (
      <div role="status" className={styles.done}>
        <h2>Your password has been changed</h2>
        <p>
          You can now <a href="/">log in</a> with the new password.
        </p>
      </div>
    );
  }
  return (
    <form onSubmit={submit} className={styles.form} noValidate>
      <h2>Choose a new password</h2>
      <p>For {email}</p>
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        required
        error={error ?? undefined}
      />
      <Button type="submit" variant="primary" loading={status === 'saving'}>
        Save password
      </Button>
    </form>
  );
}

function Messages() {
  const starting = useStartingAddress();
  const [chosen, setChosen] = useState<string | null>(null);
  const address = chosen ?? starting;
  if (address === null) return <Spinner label="Loading messages" />;
  const show = (next: string) => {
    setChosen(next);
    // A reload, or the link copied from the address bar, shows the same address.
    const url = new URL(window.location.href);
    url.searchParams.set('to', next);
    window.history.replaceState(window.history.state, '', url);
  };
  return (
    <>
      <AddressForm address={address} onShow={show} />
      {address ? <Inbox address={address} /> : <p className={styles.lead}>Type the address you signed up with to see the messages sent to it.</p>}
    </>
  );
}

export function Mailbox() {
  const url = new URL(window.location.href);
  const token = url.searchParams.get('token') ?? '';
  const page = url.pathname.replace(/\/+$/, '');
  if (page === PAYMENTS_DESK_PATH) return <PaymentsDeskPage reference={url.searchParams.get('reference') ?? ''} />;
  return (
    <ThemeRoot className={styles.page}>
      <main className={styles.main}>
        <h1>Local mailbox</h1>
        <p className={styles.lead}>
          This app runs on its built-in backend, so the e-mails it sends arrive here instead of an inbox.{' '}
          <a href="/mailbox">Messages</a> · <a href="/">Home</a>
        </p>
        {page === '/mailbox/verify' ? <VerifyLink token={token} /> : page === '/mailbox/reset' ? <ResetLink token={token} /> : <Messages />}
      </main>
    </ThemeRoot>
  );
}

/** The payments desk page: the embedded backend's desk, or why there is none. */
function PaymentsDeskPage({ reference }: { reference: string }) {
  const { backend } = requireSession();
  const { paymentsDesk: desk, orderPaymentsDesk: orderDesk } = backend as { paymentsDesk?: LocalPaymentsDesk; orderPaymentsDesk?: LocalOrderPaymentsDesk };
  return (
    <ThemeRoot className={styles.page}>
      <main className={styles.main}>
        <h1>{PAYMENTS_DESK_TEXT.title}</h1>
        <p className={styles.lead}>{PAYMENTS_DESK_TEXT.lead}</p>
        {/* An online order's payment through the shop's own account (store-…), or a plan's. */}
        {isStorePaymentReference(reference) && orderDesk ? (
          <OrderPaymentDesk desk={orderDesk} reference={reference} />
        ) : desk ? (
          <PaymentsDesk desk={desk} reference={reference} />
        ) : (
          <p role="alert">The payments desk belongs to the embedded backend; this suite runs on another.</p>
        )}
      </main>
    </ThemeRoot>
  );
}
