// A checkbox with its words: the label is the box's name, the hint and the error are linked to it
// (aria-describedby), and a wrong value marks it aria-invalid, as Field does for text. `asSwitch`
// says "switch" to a screen reader for a setting that takes effect at once (the new-order sound).
import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import styles from './checkbox.module.css';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'className' | 'children' | 'role'> {
  /** The words beside the box, its accessible name. */
  label: ReactNode;
  /** Guidance under the box. */
  hint?: ReactNode;
  /** A validation message under the box; marks it aria-invalid. */
  error?: ReactNode;
  /** A setting that applies at once: announced as a switch. */
  asSwitch?: boolean;
  /** Class of the wrapper. */
  className?: string;
  /** The tick as it is now, after each change (beside, or instead of, onChange). */
  onCheckedChange?: (checked: boolean) => void;
}

export function Checkbox({ label, hint, error, asSwitch = false, className, onCheckedChange, onChange, 'aria-describedby': describedBy, ...input }: CheckboxProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const described = [describedBy, hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cx(styles.check, className)}>
      <label className={styles.label}>
        <input
          {...input}
          type="checkbox" role={asSwitch ? 'switch' : undefined} className={styles.box} aria-invalid={error ? true : undefined} aria-describedby={described}
          onChange={(event) => {
            onChange?.(event);
            onCheckedChange?.(event.target.checked);
          }}
        />
        <span>{label}</span>
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
