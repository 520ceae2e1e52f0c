import type { ComponentPropsWithRef } from 'react';
import { cx } from './class-names';
import styles from './visually-hidden.module.css';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/** Text for screen readers only, e.g. a table caption or an icon button's extra context. */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span {...rest} className={cx(styles.visuallyHidden, className)} />;
}
