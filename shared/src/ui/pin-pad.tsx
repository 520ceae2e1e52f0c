// The PIN pad of a shared till (issue #35; the rules are summed up at the top of domain/staff.ts):
// a tap on who is signing in first, then their PIN (domain/pin.ts), so each try locks only that
// person. Presentational: the caller gives the people and checks the PIN.
import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { PIN_MAX_LENGTH, PIN_MIN_LENGTH } from '../domain/constants';
import { isPinFormat } from '../domain/pin';
import type { StaffRole } from '../domain/entities';
import { STAFF_MESSAGES, STAFF_ROLE_LABELS } from '../domain/staff-words';
import { Button } from './button';
import { cx } from './class-names';
import { AlertIcon } from './icons';
import styles from './pin-pad.module.css';
import { VisuallyHidden } from './visually-hidden';

/** Someone the PIN pad offers: a staff member as lists show them (StaffListing fits). */
export interface PinPadPerson {
  id: string;
  name: string;
  role: StaffRole;
}

/** The PIN pad's own words; the messages about PINs are STAFF_MESSAGES's. */
export const PIN_PAD_TEXT = {
  pad: 'PIN pad',
  choose: 'Tap your name.',
  empty: 'No staff to choose from.',
  pinLabel: 'PIN',
  back: 'Back',
  keypad: 'Number pad',
  deleteDigit: 'Delete last digit',
  submit: 'OK',
  checking: 'Checking the PIN…',
} as const;

type FocusTarget = { to: 'first' } | { to: 'input' } | { to: 'person'; id: string };

export interface PinPadProps {
  /** Who may sign in (or approve), in the order shown; leave out members who are turned off. */
  people: readonly PinPadPerson[];
  /**
   * Checks the PIN typed for `memberId`: resolves with the message to show (STAFF_MESSAGES.pinWrong,
   * .pinLocked…) or null when it was right. The caller turns the backend's refusals into messages;
   * a rejection that escapes is shown as its own message.
   */
  onSubmit: (memberId: string, pin: string) => Promise<string | null>;
  /** A heading above the pad, e.g. STAFF_MESSAGES.tillLocked. */
  title?: ReactNode;
  /** The heading's level (default 2). */
  titleLevel?: 1 | 2 | 3;
  /** The line above the list of people (PIN_PAD_TEXT.choose by default). */
  chooseText?: ReactNode;
  /** Shown instead of the list when there is nobody to choose. */
  emptyText?: ReactNode;
  /** The submit button's words (PIN_PAD_TEXT.submit by default), e.g. 'Unlock'. */
  submitLabel?: string;
  /** Start at the PIN of this person (they must be among `people`). A single person is chosen at once. */
  defaultPersonId?: string;
  /** Move the focus into the pad when it mounts (the lock screen); a modal focuses it itself. */
  autoFocus?: boolean;
  /** Told when a check starts and ends, e.g. so that a dialog cannot be closed meanwhile. */
  onBusyChange?: (busy: boolean) => void;
  className?: string;
}

/**
 * Step 1: the people to tap (name and role). Step 2: the chosen person's PIN, typed on the number
 * pad or the keyboard (digits, Backspace, Enter), PIN_MIN_LENGTH–PIN_MAX_LENGTH digits. The message
 * `onSubmit` resolves with is announced (role=alert); 'Back' goes to choose someone else.
 */
export function PinPad({
  people,
  onSubmit,
  title,
  titleLevel = 2,
  chooseText = PIN_PAD_TEXT.choose,
  emptyText = PIN_PAD_TEXT.empty,
  submitLabel = PIN_PAD_TEXT.submit,
  defaultPersonId,
  autoFocus = false,
  onBusyChange,
  className,
}: PinPadProps) {
  const [chosenId, setChosenId] = useState<string | null>(defaultPersonId ?? null);
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const mounted = useRef(true);
  // Where the focus goes after a step changes: null until the person moves between steps.
  const focusNext = useRef<FocusTarget | null>(autoFocus ? { to: 'first' } : null);
  const ids = { title: useId(), input: useId(), person: useId(), choose: useId() };
  const busyChange = useRef(onBusyChange);
  busyChange.current = onBusyChange;

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const single = people.length === 1 ? people[0] : undefined;
  const chosen = people.find((person) => person.id === chosenId) ?? single ?? null;
  const canGoBack = people.length > 1;

  useEffect(() => {
    const target = focusNext.current;
    if (target === null) return;
    focusNext.current = null;
    if (target.to === 'first') {
      (inputRef.current ?? listRef.current?.querySelector<HTMLButtonElement>('button'))?.focus();
    } else if (target.to === 'input') {
      inputRef.current?.focus();
    } else {
      const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>('button[data-person]') ?? [])];
      (buttons.find((button) => button.dataset.person === target.id) ?? buttons[0])?.focus();
    }
  });

  const setBusyState = (next: boolean) => {
    setBusy(next);
    busyChange.current?.(next);
  };

  const choose = (id: string) => {
    setChosenId(id);
    setPin('');
    setError(null);
    focusNext.current = { to: 'input' };
  };

  const back = () => {
    if (busy) return;
    const was = chosen?.id ?? null;
    setChosenId(null);
    setPin('');
    setError(null);
    focusNext.current = was === null ? { to: 'first' } : { to: 'person', id: was };
  };

  const typeDigit = (digit: string) => {
    if (busy) return;
    setPin((typed) => (typed.length < PIN_MAX_LENGTH ? typed + digit : typed));
  };

  const deleteDigit = () => {
    if (busy) return;
    setPin((typed) => typed.slice(0, -1));
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (busy) return;
    setPin(event.target.value.replace(/[^0-9]/g, '').slice(0, PIN_MAX_LENGTH));
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (busy || !chosen) return;
    if (!isPinFormat(pin)) {
      setError(STAFF_MESSAGES.pinInvalid);
      inputRef.current?.focus();
      return;
    }
    setError(null);
    setBusyState(true);
    let message: string | null;
    try {
      message = (await onSubmit(chosen.id, pin)) ?? null;
    } catch (failure) {
      message = failure instanceof Error && failure.message ? failure.message : STAFF_MESSAGES.pinInvalid;
    }
    if (!mounted.current) {
      busyChange.current?.(false);
      return;
    }
    setBusyState(false);
    setPin('');
    setError(message);
    if (message !== null) focusNext.current = { to: 'input' };
  };

  const Heading = `h${titleLevel}` as const;
  const digits = ['1', '2', '3', '4', '5', '6', '7', '8', '9'];

  return (
    <section className={cx(styles.pad, className)} aria-labelledby={title ? ids.title : undefined} aria-label={title ? undefined : PIN_PAD_TEXT.pad}>
      {title ? (
        <Heading id={ids.title} className={styles.title}>
          {title}
        </Heading>
      ) : null}
      {chosen === null ? (
        people.length === 0 ? (
          <p className={styles.prompt}>{emptyText}</p>
        ) : (
          <>
            <p id={ids.choose} className={styles.prompt}>
              {chooseText}
            </p>
            <ul ref={listRef} className={styles.people} aria-labelledby={ids.choose}>
              {people.map((person) => (
                <li key={person.id}>
                  <button
                    type="button"
                    className={styles.person}
                    data-person={person.id}
                    aria-label={`${person.name}, ${STAFF_ROLE_LABELS[person.role]}`}
                    onClick={() => choose(person.id)}
                  >
                    <span className={styles.initial} aria-hidden="true">
                      {person.name.trim().charAt(0).toUpperCase()}
                    </span>
                    <span className={styles.personText}>
                      <span className={styles.personName}>{person.name}</span>
                      <span className={styles.personRole}>{STAFF_ROLE_LABELS[person.role]}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )
      ) : (
        <form className={styles.entry} onSubmit={submit} noValidate aria-busy={busy || undefined}>
          <div className={styles.who}>
            <p id={ids.person} className={styles.chosen}>
              <span className={styles.initial} aria-hidden="true">
                {chosen.name.trim().charAt(0).toUpperCase()}
              </span>
              <span className={styles.personText}>
                <span className={styles.personName}>{chosen.name}</span>
                <VisuallyHidden>, </VisuallyHidden>
                <span className={styles.personRole}>{STAFF_ROLE_LABELS[chosen.role]}</span>
              </span>
            </p>
            {canGoBack ? (
              <Button variant="ghost" size="sm" onClick={back} disabled={busy}>
                {PIN_PAD_TEXT.back}
              </Button>
            ) : null}
          </div>
          <label htmlFor={ids.input} className={styles.label}>
            {PIN_PAD_TEXT.pinLabel}
          </label>
          <input
            ref={inputRef}
            id={ids.input}
            className={styles.input}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            pattern={`[0-9]{${PIN_MIN_LENGTH},${PIN_MAX_LENGTH}}`}
            maxLength={PIN_MAX_LENGTH}
            value={pin}
            onChange={handleChange}
            readOnly={busy}
            aria-invalid={error !== null || undefined}
            aria-describedby={cx(ids.person, error !== null && `${ids.input}-error`) || undefined}
            data-autofocus
          />
          {error !== null ? (
            <p id={`${ids.input}-error`} role="alert" className={styles.error}>
              <AlertIcon className={styles.errorIcon} />
              <span>{error}</span>
            </p>
          ) : null}
          <div role="status" className={styles.status}>
            {busy ? PIN_PAD_TEXT.checking : null}
          </div>
          <div role="group" aria-label={PIN_PAD_TEXT.keypad} className={styles.keys}>
            {digits.map((digit) => (
              <button key={digit} type="button" className={styles.key} onClick={() => typeDigit(digit)} aria-disabled={busy || undefined}>
                {digit}
              </button>
            ))}
            <button type="button" className={cx(styles.key, styles.keyMuted)} onClick={deleteDigit} aria-label={PIN_PAD_TEXT.deleteDigit} aria-disabled={busy || undefined}>
              <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
                <path d="M9 5h11v14H9l-6-7z M12 9l5 6 M17 9l-5 6" stroke="currentColor" strokeWidth="2" fill="none" strokeLinejoin="round" strokeLinecap="round" />
              </svg>
            </button>
            <button type="button" className={styles.key} onClick={() => typeDigit('0')} aria-disabled={busy || undefined}>
              0
            </button>
            <Button type="submit" variant="primary" className={styles.submit} loading={busy}>
              {submitLabel}
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
