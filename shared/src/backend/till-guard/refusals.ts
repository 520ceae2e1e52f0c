// The till guard's refusals (guard-till.ts and its parts): 'permission-denied' with its code,
// `BackendError.reason` (domain/staff-till-words.ts TillRefusalReason), which the screens decide
// by, and the domain's words for it (tillRefusalWords), for showing only.
import type { TillRefusalReason } from '../../domain/staff-till-words';
import { tillRefusalWords } from '../../domain/staff-till-words';
import { BackendError } from '../errors';

export const refused = (reason: TillRefusalReason) => new BackendError('permission-denied', tillRefusalWords(reason), { reason });
export const tillLocked = () => refused('till-locked');
export const notAllowed = () => refused('not-allowed');
