import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './class-names';
import { describedBy, FieldFrame, useFieldIds } from './field';
import fieldStyles from './field.module.css';
import { ChevronDownIcon } from './icons';
import styles from './select.module.css';

export interface SelectOption<V extends string = string> {
  value: V;
  label: string;
  disabled?: boolean;
}

export interface SelectProps<V extends string = string>
  extends Omit<ComponentPropsWithRef<'select'>, 'children' | 'className' | 'multiple'> {
  label: ReactNode;
  labelHidden?: boolean;
  options: readonly SelectOption<V>[];
  /** A first, empty choice such as 'Choose a type'; selected while the value is ''. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  showOptional?: boolean;
  className?: string;
}

/** A labelled native select: the platform's own picker on phones, with the design system's box. */
export function Select<V extends string = string>({
  label,
  labelHidden,
  options,
  placeholder,
  hint,
  error,
  showOptional,
  className,
  id,
  required,
  disabled,
  'aria-describedby': ownDescribedBy,
  ...rest
}: SelectProps<V>) {
  const ids = useFieldIds(id);
  const invalid = error !== undefined && error !== null && error !== false && error !== '';
  const hasHint = hint !== undefined && hint !== null && hint !== false && hint !== '';
  return (
    <FieldFrame
      ids={ids}
      label={label}
      labelHidden={labelHidden}
      hint={hint}
      error={error}
      required={required}
      showOptional={showOptional}
      className={className}
    >
      <div className={cx(fieldStyles.box, styles.box, invalid && fieldStyles.invalid, disabled && fieldStyles.disabled)}>
        <select
          {...rest}
          id={ids.control}
          required={required}
          disabled={disabled}
          className={cx(fieldStyles.control, styles.select)}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(invalid && ids.error, hasHint && ids.hint, ownDescribedBy)}
        >
          {placeholder !== undefined ? (
            <option value="" disabled={required}>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className={styles.chevron} />
      </div>
    </FieldFrame>
  );
}
