// The product image: a native file input limited to images, a preview of what will be saved,
// and a way to remove it.
import { useEffect, useId, useState } from 'react';
import { Button } from '@shop/shared/ui';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@shop/shared/domain';
import styles from './image-picker.module.css';

export interface ImagePickerProps {
  /** The file just chosen, if any. */
  file: File | null;
  /** The image the product has now (edit mode), shown while no new file is chosen. */
  currentUrl: string | null;
  onChoose: (file: File | null) => void;
  onRemove: () => void;
  error?: string | undefined;
  disabled?: boolean;
}

const LIMIT_MB = MAX_IMAGE_BYTES / 1024 / 1024;

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}

export function ImagePicker({ file, currentUrl, onChoose, onRemove, error, disabled }: ImagePickerProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const previewUrl = useObjectUrl(file);
  const shown = file ? previewUrl : currentUrl;

  return (
    <div className={styles.picker}>
      <label htmlFor={inputId} className={styles.label}>
        Image <span className={styles.optional}>(optional)</span>
      </label>
      <div className={styles.body}>
        <div className={styles.preview}>
          {shown ? (
            <img src={shown} alt={file ? `Preview of ${file.name}` : 'Current product image'} className={styles.image} />
          ) : (
            <span className={styles.placeholder} aria-hidden="true">
              <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round">
                <rect x="3" y="4" width="18" height="16" rx="2" />
                <circle cx="9" cy="10" r="2" />
                <path d="M21 16l-5-5-9 9" />
              </svg>
            </span>
          )}
        </div>
        <div className={styles.controls}>
          <input
            id={inputId}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            className={styles.input}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => {
              onChoose(event.target.files?.[0] ?? null);
              // Lets the same file be chosen again after it was refused or removed.
              event.target.value = '';
            }}
          />
          <p id={hintId} className={styles.hint}>
            {file ? `Chosen: ${file.name}. ` : ''}A JPEG, PNG, WebP or GIF image up to {LIMIT_MB}MB.
          </p>
          {shown ? (
            <Button size="sm" variant="ghost" onClick={onRemove} disabled={disabled}>
              Remove image
            </Button>
          ) : null}
        </div>
      </div>
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
