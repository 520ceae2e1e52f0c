import { useId, useRef } from 'react';
import type { FormEvent, ReactNode, Ref } from 'react';
import { Button } from './button';
import { ErrorBanner } from './error-banner';
import styles from './form-modal.module.css';
import { Modal } from './modal';
import type { ModalProps } from './modal';

export interface FormModalProps extends Pick<ModalProps, 'open' | 'onClose' | 'title' | 'description' | 'size' | 'initialFocusRef' | 'container'> {
  /**
   * Save, or Enter in a field. The browser's own submission is already prevented; not called
   * while `saving`, nor while a promise it returned is still pending.
   */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>;
  /** While true: Save shows a spinner, Cancel is disabled, and Escape, the backdrop and the close button do nothing. */
  saving: boolean;
  /** The form-level message (e.g. 'Failed to save customer. Please try again.'), shown above the fields. */
  error?: ReactNode;
  submitLabel?: string;
  cancelLabel?: string;
  /** The form element, e.g. to read its controls' validity at submit. */
  formRef?: Ref<HTMLFormElement>;
  /** The fields. Mark the one to focus first with data-autofocus. */
  children: ReactNode;
}

/**
 * An add/edit form in a modal: Cancel and Save in the footer, Save submitting the form (so Enter
 * in a field submits too). It cannot be dismissed or submitted again while saving, and shows the
 * form-level error above the fields. What the owner typed is the caller's state, so a failed save
 * keeps it.
 */
export function FormModal({
  open,
  onClose,
  title,
  description,
  size,
  initialFocusRef,
  container,
  onSubmit,
  saving,
  error,
  submitLabel = 'Save',
  cancelLabel = 'Cancel',
  formRef,
  children,
}: FormModalProps) {
  const formId = useId();
  // A second submit can arrive before the caller's `saving` has re-rendered (a double Enter).
  const pendingRef = useRef(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving || pendingRef.current) return;
    const result = onSubmit(event);
    if (result instanceof Promise) {
      pendingRef.current = true;
      void result.finally(() => {
        pendingRef.current = false;
      });
    }
  };

  const hasError = error !== undefined && error !== null && error !== false && error !== '';

  return (
    <Modal
      open={open}
      onClose={onClose}
      dismissible={!saving}
      title={title}
      description={description}
      size={size}
      initialFocusRef={initialFocusRef}
      container={container}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            {cancelLabel}
          </Button>
          {/* Outside the form, tied to it by id: the browser still takes it as the form's default button. */}
          <Button type="submit" form={formId} variant="primary" loading={saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-busy={saving || undefined}>
        {hasError ? <ErrorBanner>{error}</ErrorBanner> : null}
        {children}
      </form>
    </Modal>
  );
}
