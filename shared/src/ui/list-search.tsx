import type { ComponentPropsWithRef } from 'react';
import { cx } from './class-names';
import { Field } from './field';
import type { FieldInputProps } from './field';
import styles from './list-search.module.css';
import hidden from './visually-hidden.module.css';

export type SearchFieldProps = Omit<FieldInputProps, 'type' | 'labelHidden' | 'autoComplete' | 'enterKeyHint'>;

/** The search box over an owner's list (customers, the owe book, expenses, inventory): its label for screen readers only. */
export function SearchField(props: SearchFieldProps) {
  return <Field type="search" labelHidden autoComplete="off" enterKeyHint="search" {...props} />;
}

export interface ResultCountProps extends Omit<ComponentPropsWithRef<'p'>, 'role' | 'children'> {
  /** How many rows the search shows, in the screen's words; empty while nobody searches. */
  text: string;
}

/** The searched list's count: always present, so screen readers hear each new count; off screen while there is none. */
export function ResultCount({ text, className, ...rest }: ResultCountProps) {
  return (
    <p {...rest} role="status" className={text ? cx(styles.resultCount, className) : hidden.visuallyHidden}>
      {text}
    </p>
  );
}
