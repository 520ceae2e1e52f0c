// The locked till's PIN pad (issue #35; docs/product-rules.md, 'Staff at the till'), for the
// frame's lock screen and the partner widget alike: the shop's staff not turned off, and whoever
// types their PIN unlocks the till for themselves. Presentational: the caller unlocks (through
// Backend.unlockTill) and turns the backend's refusal into words; any other failure is logged and
// shown as TILL_UNLOCK_TEXT.failed.
import { VALIDATION_MESSAGES } from '../domain/messages';
import { PinPad } from './pin-pad';
import type { PinPadPerson, PinPadProps } from './pin-pad';

/** The pad's own words; the messages about PINs are STAFF_MESSAGES's. */
export const TILL_UNLOCK_TEXT = {
  unlock: 'Unlock',
  failed: 'Failed to unlock the till. Please try again.',
} as const;

export interface TillUnlockPadProps extends Omit<PinPadProps, 'people' | 'onSubmit'> {
  /** The shop's staff (useStaff()'s data); members turned off are left out. */
  staff: readonly (PinPadPerson & { disabled?: boolean })[];
  /** Unlocks the till for the member with their PIN; null while nobody is signed in (VALIDATION_MESSAGES.notLoggedIn). */
  unlock: ((memberId: string, pin: string) => Promise<unknown>) | null;
  /** The backend's refusal in STAFF_MESSAGES's words (wrong PIN, locked out, turned off), or null for any other failure. */
  refusalMessage: (error: unknown) => string | null;
}

export function TillUnlockPad({ staff, unlock, refusalMessage, submitLabel = TILL_UNLOCK_TEXT.unlock, ...pad }: TillUnlockPadProps) {
  const submit = async (memberId: string, pin: string): Promise<string | null> => {
    if (unlock === null) return VALIDATION_MESSAGES.notLoggedIn;
    try {
      await unlock(memberId, pin);
      return null;
    } catch (error) {
      const refusal = refusalMessage(error);
      if (refusal !== null) return refusal;
      console.error(TILL_UNLOCK_TEXT.failed, error);
      return TILL_UNLOCK_TEXT.failed;
    }
  };
  return <PinPad {...pad} people={staff.filter((member) => !member.disabled)} onSubmit={submit} submitLabel={submitLabel} />;
}
