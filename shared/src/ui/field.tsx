import { useId } from 'react';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import { AlertIcon } from './icons';
import styles from './field.module.css';
import { VisuallyHidden } from './visually-hidden';

interface FieldLabelling {
  /** The visible name of the control; required so every control has a name. */
  label: ReactNode;
  /** Show the label to screen readers only (e.g. a search box with its own icon). */
  labelHidden?: boolean;
  /** Extra guidance, linked with aria-describedby. */
  hint?: ReactNode;
  /** A validation message; marks the control aria-invalid and links the message to it. */
  error?: ReactNode;
  /** Mark an optional field as "(optional)" instead of marking required ones. */
  showOptional?: boolean;
  /** Class of the field's wrapper. */
  className?: string;
}

export type FieldInputType = 'text' | 'email' | 'tel' | 'password' | 'number' | 'search' | 'url' | 'date';

export interface FieldInputProps extends FieldLabelling, Omit<ComponentPropsWithRef<'input'>, 'type' | 'prefix' | 'className'> {
  multiline?: false;
  type?: FieldInputType;
  /** Shown inside the box before the value, e.g. a currency symbol. */
  prefix?: ReactNode;
  suffix?: ReactNode;
  controlClassName?: string;
}

export interface FieldTextareaProps extends FieldLabelling, Omit<ComponentPropsWithRef<'textarea'>, 'prefix' | 'className'> {
  multiline: true;
  controlClassName?: string;
}

export type FieldProps = FieldInputProps | FieldTextareaProps;

export interface FieldIds {
  control: string;
  label: string;
  hint: string;
  error: string;
  prefix: string;
  suffix: string;
}

/** Ids for a labelled control and the texts that describe it. */
export function useFieldIds(id: string | undefined): FieldIds {
  const generated = useId();
  const control = id ?? `field${generated}`;
  return {
    control,
    label: `${control}-label`,
    hint: `${control}-hint`,
    error: `${control}-error`,
    prefix: `${control}-prefix`,
    suffix: `${control}-suffix`,
  };
}

/** The aria-describedby of a control: its error first, then its hint, then the caller's own ids. */
export function describedBy(...ids: ReadonlyArray<string | false | null | undefined>): string | undefined {
  const joined = ids.filter(Boolean).join(' ');
  return joined || undefined;
}

const hasContent = (node: ReactNode) => node !== undefined && node !== null && node !== false && node !== '';

interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  labelHidden?: boolean | undefined;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean | undefined;
  showOptional?: boolean | undefined;
  className?: string | undefined;
  children: ReactNode;
}

/** Label, control, hint and error laid out the same way for every form control. */
export function FieldFrame({ ids, label, labelHidden, hint, error, required, showOptional, className, children }: FieldFrameProps) {
  const labelContent = (
    <>
      {label}
      {required && !showOptional ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
      {!required && showOptional ? <span className={styles.optional}>(optional)</span> : null}
    </>
  );
  return (
    <div className={cx(styles.field, className)}>
      {labelHidden ? (
        <VisuallyHidden>
          <label id={ids.label} htmlFor={ids.control}>
            {label}
          </label>
        </VisuallyHidden>
      ) : (
        <label id={ids.label} htmlFor={ids.control} className={styles.label}>
          {labelContent}
        </label>
      )}
      {children}
      {hasContent(error) ? (
        <p id={ids.error} className={styles.error}>
          <AlertIcon className={styles.errorIcon} />
          <span>{error}</span>
        </p>
      ) : null}
      {hasContent(hint) ? (
        <p id={ids.hint} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A labelled text input (text, email, tel, password, number…) or, with `multiline`, a textarea,
 * with its hint and error wired through aria-describedby and aria-invalid.
 */
export function Field(props: FieldProps) {
  const ids = useFieldIds(props.id);
  const invalid = hasContent(props.error);
  const frame = {
    ids,
    label: props.label,
    labelHidden: props.labelHidden,
    hint: props.hint,
    error: props.error,
    required: props.required,
    showOptional: props.showOptional,
    className: props.className,
  };

  if (props.multiline) {
    const {
      label: _label,
      labelHidden: _labelHidden,
      hint: _hint,
      error: _error,
      showOptional: _showOptional,
      className: _className,
      multiline: _multiline,
      controlClassName,
      'aria-describedby': ownDescribedBy,
      ...control
    } = props;
    return (
      <FieldFrame {...frame}>
        <div className={cx(styles.box, styles.textareaBox, invalid && styles.invalid, control.disabled && styles.disabled)}>
          <textarea
            {...control}
            id={ids.control}
            className={cx(styles.control, controlClassName)}
            aria-invalid={invalid || undefined}
            aria-describedby={describedBy(invalid && ids.error, hasContent(props.hint) && ids.hint, ownDescribedBy)}
          />
        </div>
      </FieldFrame>
    );
  }

  const {
    label: _label,
    labelHidden: _labelHidden,
    hint: _hint,
    error: _error,
    showOptional: _showOptional,
    className: _className,
    multiline: _multiline,
    controlClassName,
    prefix,
    suffix,
    type = 'text',
    'aria-describedby': ownDescribedBy,
    ...control
  } = props;
  const hasPrefix = hasContent(prefix);
  const hasSuffix = hasContent(suffix);
  return (
    <FieldFrame {...frame}>
      <div className={cx(styles.box, invalid && styles.invalid, control.disabled && styles.disabled)}>
        {hasPrefix ? (
          <span id={ids.prefix} className={styles.affix}>
            {prefix}
          </span>
        ) : null}
        <input
          {...control}
          type={type}
          id={ids.control}
          className={cx(styles.control, controlClassName)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(
            invalid && ids.error,
            hasContent(props.hint) && ids.hint,
            hasPrefix && ids.prefix,
            hasSuffix && ids.suffix,
            ownDescribedBy,
          )}
        />
        {hasSuffix ? (
          <span id={ids.suffix} className={styles.affix}>
            {suffix}
          </span>
        ) : null}
      </div>
    </FieldFrame>
  );
}
