// The answer on the local desks that play Paystack's checkout page (payments-desk.tsx for a plan,
// order-payment-desk.tsx for a store's order), in one place: how it is paid, then Pay (or
// Approve) or Decline; while the answer goes, both buttons wait, and a failure is said above them.
import { useState } from 'react';
import { messageWithoutPrefix } from '@shop/shared/session';
import { Button, ErrorBanner } from '@shop/shared/ui';
import styles from './mailbox.module.css';

export interface DeskAnswerProps<M extends string> {
  /** The radio group's name, one per desk. */
  name: string;
  methods: readonly { id: M; label: string }[];
  method: M;
  onMethod: (method: M) => void;
  words: { method: string; pending: string; approve: string; decline: string };
  /** Sends the answer with the method chosen; a refusal is shown in its own words. */
  onAnswer: (approved: boolean) => Promise<unknown>;
}

export function DeskAnswer<M extends string>({ name, methods, method, onMethod, words, onAnswer }: DeskAnswerProps<M>) {
  const [answering, setAnswering] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const answer = (approved: boolean) => {
    setAnswering(true);
    setError(null);
    onAnswer(approved).then(
      () => setAnswering(false),
      (failure: Error) => {
        setAnswering(false);
        setError(messageWithoutPrefix(failure.message));
      },
    );
  };
  return (
    <>
      <fieldset className={styles.lookup}>
        <legend>{words.method}</legend>
        {methods.map(({ id, label }) => (
          <label key={id}>
            <input type="radio" name={name} value={id} checked={method === id} onChange={() => onMethod(id)} /> {label}
          </label>
        ))}
      </fieldset>
      {error && <ErrorBanner>{error}</ErrorBanner>}
      <p>{words.pending}</p>
      <div className={styles.lookup}>
        <Button variant="primary" disabled={answering} onClick={() => answer(true)}>
          {words.approve}
        </Button>
        <Button disabled={answering} onClick={() => answer(false)}>
          {words.decline}
        </Button>
      </div>
    </>
  );
}
