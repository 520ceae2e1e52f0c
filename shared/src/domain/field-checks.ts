// What every form's validator is made of (validation.ts, product-validation.ts): one message per
// failing field, or the cleaned value. Not part of the domain's entry point beyond its two types.

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type Validation<T, F extends string> = { ok: true; value: T } | { ok: false; errors: FieldErrors<F> };

/** The value when no field failed, else the fields' messages. */
export function finish<T, F extends string>(errors: FieldErrors<F>, value: () => T): Validation<T, F> {
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value: value() };
}

/** A typed field as the validators read it: trimmed, empty when absent. */
export function text(value: string | null | undefined): string {
  return (value ?? '').trim();
}
