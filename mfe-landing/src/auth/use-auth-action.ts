// The pending/error state every auth form shares: one request at a time, its failure shown as
// the product says them (the provider's message with its prefix stripped, or friendlier words).
import { useCallback, useState } from 'react';
import { authErrorCode, authErrorMessage } from '@shop/shared/domain';
import { messageWithoutPrefix } from '@shop/shared/session';

export interface AuthFailure {
  code: string | null;
  message: string;
}

export function describeAuthFailure(error: unknown): AuthFailure {
  const raw = error && typeof error === 'object' ? (error as { code?: unknown }) : {};
  const code = typeof raw.code === 'string' ? raw.code : undefined;
  const message = messageWithoutPrefix(error);
  return { code: authErrorCode({ code, message }), message: authErrorMessage({ code, message }) };
}

/** Which request is running: the form's own submit or the Google button. */
export type AuthRequest = 'submit' | 'google';

export interface AuthAction {
  pending: AuthRequest | null;
  failure: AuthFailure | null;
  /** Runs `action`; resolves true when it succeeded. A failure is kept for the banner, not thrown. */
  run: (request: AuthRequest, action: () => Promise<unknown>, options?: { quietCodes?: readonly string[] }) => Promise<boolean>;
}

export function useAuthAction(): AuthAction {
  const [pending, setPending] = useState<AuthRequest | null>(null);
  const [failure, setFailure] = useState<AuthFailure | null>(null);

  const run = useCallback<AuthAction['run']>(async (request, action, options = {}) => {
    setPending(request);
    setFailure(null);
    try {
      await action();
      return true;
    } catch (error) {
      const described = describeAuthFailure(error);
      if (!(described.code && options.quietCodes?.includes(described.code))) setFailure(described);
      return false;
    } finally {
      setPending(null);
    }
  }, []);

  return { pending, failure, run };
}
