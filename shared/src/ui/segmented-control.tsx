import { useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { cx } from './class-names';
import styles from './segmented-control.module.css';

export interface SegmentedOption<V extends string | number> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

export interface SegmentedControlProps<V extends string | number> {
  /** The group's accessible name, e.g. 'Period'. */
  label: string;
  options: readonly SegmentedOption<V>[];
  value: V;
  onChange: (value: V) => void;
  size?: 'sm' | 'md';
  fullWidth?: boolean;
  className?: string;
}

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

/**
 * One choice among a few, e.g. the dashboard's period (Last 7 / 30 / 90 Days). A radio group:
 * one Tab stop, arrow keys move and select, Home and End jump to the ends.
 */
export function SegmentedControl<V extends string | number>({
  label,
  options,
  value,
  onChange,
  size = 'md',
  fullWidth = false,
  className,
}: SegmentedControlProps<V>) {
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const selectedIndex = options.findIndex((option) => option.value === value && !option.disabled);
  const tabStop = selectedIndex >= 0 ? selectedIndex : options.findIndex((option) => !option.disabled);

  const select = (index: number) => {
    const option = options[index];
    if (!option || option.disabled) return;
    buttons.current[index]?.focus();
    if (option.value !== value) onChange(option.value);
  };

  /** The nearest enabled option from `from` in `step` direction, wrapping around. */
  const enabledFrom = (from: number, step: 1 | -1): number => {
    for (let moved = 1; moved <= options.length; moved += 1) {
      const index = (from + step * moved + options.length * moved) % options.length;
      if (!options[index]?.disabled) return index;
    }
    return from;
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = buttons.current.findIndex((button) => button === event.target);
    if (current < 0) return;
    let target: number | undefined;
    if (NEXT_KEYS.has(event.key)) target = enabledFrom(current, 1);
    else if (PREVIOUS_KEYS.has(event.key)) target = enabledFrom(current, -1);
    else if (event.key === 'Home') target = enabledFrom(-1, 1);
    else if (event.key === 'End') target = enabledFrom(options.length, -1);
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div
      role="radiogroup"
      aria-label={label}
      className={cx(styles.group, size === 'sm' && styles.sm, fullWidth && styles.fullWidth, className)}
      onKeyDown={handleKeyDown}
    >
      {options.map((option, index) => {
        const checked = index === selectedIndex;
        return (
          <button
            key={String(option.value)}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={index === tabStop ? 0 : -1}
            disabled={option.disabled}
            className={styles.option}
            onClick={() => select(index)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
