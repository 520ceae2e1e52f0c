// Rules every adapter applies the same way when it writes: the new business profile, the daily
// roll-up, the checks on credentials, images and sales before anything is stored.
import type { Business, DailyStat, Sale, StockDecrement } from '../domain/entities';
import { MAX_IMAGE_BYTES, TRIAL_DAYS } from '../domain/constants';
import { toMinor } from '../domain/money';
import { utcDateKey } from '../domain/calendar';
import { BackendError } from './errors';
import type { BackendUser, ImageFile, SignUpProfile } from './port';

const DAY_MS = 24 * 60 * 60 * 1000;
export const MIN_PASSWORD_LENGTH = 6;

export function newBusiness(ownerUid: string, email: string, profile: SignUpProfile, createdAt: Date): Business {
  return {
    ownerUid,
    businessName: profile.businessName.trim(),
    ownerName: profile.ownerName.trim(),
    businessType: profile.businessType.trim(),
    phone: profile.phone.trim(),
    address: profile.address.trim(),
    email,
    createdAt,
    plan: 'trialing',
    trialEndsAt: new Date(createdAt.getTime() + TRIAL_DAYS * DAY_MS),
  };
}

/** The profile of an owner who arrives without a signup form (Google): names from the display name. */
export function profileFromDisplayName(user: BackendUser): SignUpProfile {
  const name = user.displayName?.trim() ?? '';
  return { businessName: name, ownerName: name, businessType: '', phone: '', address: '' };
}

/** The day's roll-up with one more sale in it. */
export function addSaleToDailyStat(stat: DailyStat | undefined, sale: Pick<Sale, 'createdAt' | 'totalAmount'>): DailyStat {
  const date = utcDateKey(sale.createdAt);
  return {
    date,
    revenueMinor: (stat?.revenueMinor ?? 0) + toMinor(sale.totalAmount ?? 0),
    salesCount: (stat?.salesCount ?? 0) + 1,
  };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function checkEmail(email: string): string {
  const normal = normaliseEmail(email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normal)) throw new BackendError('auth/invalid-email');
  return normal;
}

export function checkNewPassword(password: string): void {
  if (password.length < MIN_PASSWORD_LENGTH) throw new BackendError('auth/weak-password');
}

export function checkImage(file: ImageFile): void {
  if (file.size > MAX_IMAGE_BYTES) throw new BackendError('storage/file-too-large');
  if (!file.type.startsWith('image/')) throw new BackendError('storage/invalid-content-type');
}

/** `products/{uid}/{timestamp}_{filename}`, with path separators removed from the file name. */
export function productImagePath(uid: string, timestamp: number, fileName: string): string {
  const safe = fileName.replace(/[/\\]/g, '_').trim() || 'image';
  return `products/${uid}/${timestamp}_${safe}`;
}

/** The owner uid a stored image path belongs to, or null when it is not a product image path. */
export function ownerOfImagePath(path: string): string | null {
  const match = /^products\/([^/]+)\/[^/]+$/.exec(path);
  return match?.[1] ?? null;
}

export function checkSale(sale: Sale, decrements: readonly StockDecrement[]): void {
  if (typeof sale.id !== 'string' || sale.id.length === 0 || sale.id.includes('/')) {
    throw new BackendError('invalid-argument', 'A sale needs its till-generated id.');
  }
  if (!(sale.createdAt instanceof Date) || Number.isNaN(sale.createdAt.getTime())) {
    throw new BackendError('invalid-argument', 'A sale needs its creation date.');
  }
  for (const d of decrements) {
    if (typeof d.productId !== 'string' || d.productId.length === 0) {
      throw new BackendError('invalid-argument', 'A stock decrement needs a product id.');
    }
    if (!Number.isInteger(d.quantitySold) || d.quantitySold <= 0) {
      throw new BackendError('invalid-argument', 'A stock decrement needs a positive whole quantity.');
    }
  }
}

/** Decrements summed per product, so one product listed twice is lowered once by the total. */
export function sumDecrements(decrements: readonly StockDecrement[]): Map<string, number> {
  const totals = new Map<string, number>();
  for (const d of decrements) totals.set(d.productId, (totals.get(d.productId) ?? 0) + d.quantitySold);
  return totals;
}
