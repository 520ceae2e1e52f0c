import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import { cx } from './class-names';
import { deepActiveElement, tabbableElements } from './focus';
import { CloseIcon } from './icons';
import styles from './modal.module.css';
import { ThemeRoot, useTheme } from './theme-root';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, a click on the backdrop or the close button. */
  onClose: () => void;
  /** The dialog's heading, which also names it (aria-labelledby). */
  title: ReactNode;
  /** A line under the title, linked with aria-describedby. */
  description?: ReactNode;
  children?: ReactNode;
  /** Actions at the bottom, e.g. Cancel and Save. */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** 'alertdialog' for confirmations that interrupt the owner. */
  role?: 'dialog' | 'alertdialog';
  /** When false, Escape and the backdrop do nothing and there is no close button (e.g. while a sale is processing). */
  dismissible?: boolean;
  hideCloseButton?: boolean;
  /** The accessible name of the close button. */
  closeLabel?: string;
  /** Focused on open; otherwise the first element marked data-autofocus, then the first tabbable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Where the dialog is portalled; defaults to the ThemeRoot's portalContainer, then document.body. */
  container?: Element | DocumentFragment | null;
  /** Stop the page behind from scrolling while open. */
  lockScroll?: boolean;
  className?: string;
}

/**
 * A modal dialog: portalled, labelled by its title, keeps Tab inside, closes on Escape and returns
 * focus to whatever opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  role = 'dialog',
  dismissible = true,
  hideCloseButton = false,
  closeLabel = 'Close',
  initialFocusRef,
  container,
  lockScroll = true,
  className,
}: ModalProps) {
  const { theme, portalContainer } = useTheme();
  const titleId = useId();
  const descriptionId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const backdropPressRef = useRef(false);

  // Layout effect: the opener must be read before anything inside the dialog takes focus.
  useLayoutEffect(() => {
    if (!open) return;
    const opener = deepActiveElement();
    const dialog = dialogRef.current;
    if (dialog) {
      const target =
        initialFocusRef?.current ??
        dialog.querySelector<HTMLElement>('[data-autofocus]') ??
        (bodyRef.current ? tabbableElements(bodyRef.current)[0] : undefined) ??
        tabbableElements(dialog)[0] ??
        dialog;
      target.focus();
    }
    return () => {
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [open, initialFocusRef]);

  useEffect(() => {
    if (!open || !lockScroll) return;
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, [open, lockScroll]);

  if (!open) return null;

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      // Handled here only: an outer modal (portals bubble through the React tree) must stay open.
      event.stopPropagation();
      if (dismissible) {
        event.preventDefault();
        onClose();
      }
      return;
    }
    if (event.key !== 'Tab') return;
    const dialog = dialogRef.current;
    if (!dialog) return;
    event.stopPropagation();
    const tabbable = tabbableElements(dialog);
    const first = tabbable[0];
    const last = tabbable.at(-1);
    const active = deepActiveElement();
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
    } else if (event.shiftKey && (active === first || active === dialog || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click that starts inside the dialog and ends on the backdrop (text selection) must not close it.
  const handleBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    backdropPressRef.current = event.target === event.currentTarget;
  };
  const handleBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const pressedOnBackdrop = backdropPressRef.current;
    backdropPressRef.current = false;
    if (dismissible && pressedOnBackdrop && event.target === event.currentTarget) onClose();
  };

  const hasDescription = description !== undefined && description !== null && description !== false;

  return createPortal(
    <ThemeRoot theme={theme} portalContainer={portalContainer} className={styles.layer}>
      <div className={styles.overlay} onMouseDown={handleBackdropMouseDown} onClick={handleBackdropClick}>
        <div
          ref={dialogRef}
          role={role}
          aria-modal="true"
          aria-labelledby={titleId}
          aria-describedby={hasDescription ? descriptionId : undefined}
          tabIndex={-1}
          className={cx(styles.dialog, size !== 'md' && styles[size], className)}
          onKeyDown={handleKeyDown}
        >
          <div className={styles.header}>
            <div className={styles.headings}>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              {hasDescription ? (
                <p id={descriptionId} className={styles.description}>
                  {description}
                </p>
              ) : null}
            </div>
            {dismissible && !hideCloseButton ? (
              <Button variant="ghost" size="sm" iconOnly aria-label={closeLabel} className={styles.close} onClick={onClose}>
                <CloseIcon />
              </Button>
            ) : null}
          </div>
          {children !== undefined && children !== null ? (
            <div ref={bodyRef} className={styles.body}>
              {children}
            </div>
          ) : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </div>
      </div>
    </ThemeRoot>,
    container ?? portalContainer ?? document.body,
  );
}
