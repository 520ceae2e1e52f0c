import type { ComponentPropsWithRef } from 'react';
import { cx } from './class-names';
import styles from './spinner.module.css';
import { VisuallyHidden } from './visually-hidden';

export interface SpinnerProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /** What is loading, read by screen readers and optionally shown, e.g. 'Loading chart data...'. */
  label?: string;
  /** Show the label beside the spinner instead of only to screen readers. */
  showLabel?: boolean;
  size?: 'sm' | 'md' | 'lg';
  /** Centre the spinner in its container with some room around it. */
  centered?: boolean;
}

export function Spinner({
  label = 'Loading…',
  showLabel = false,
  size = 'md',
  centered = false,
  className,
  ...rest
}: SpinnerProps) {
  const spinner = (
    <div {...rest} role="status" className={cx(styles.spinner, size !== 'md' && styles[size], !centered && className)}>
      <span className={styles.circle} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <VisuallyHidden>{label}</VisuallyHidden>}
    </div>
  );
  return centered ? <div className={cx(styles.centered, className)}>{spinner}</div> : spinner;
}
