// Who wrote a record, by the account that wrote it (the rules hold `accountUid` to that account):
// the owner's own account, a member (their staff record: role, turned off or not), or an account
// with no member record. Every trigger judges its record's author through this one reading.
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { SaleSeller } from '@shop/shared/domain';

export async function authorOf(tx: Transaction, db: Firestore, uid: string, accountUid: unknown): Promise<SaleSeller> {
  if (typeof accountUid !== 'string' || accountUid === uid) return { kind: 'owner' };
  const member = await tx.get(db.doc(`businesses/${uid}/members/${accountUid}`));
  const staffId: unknown = member.get('staffId');
  if (!member.exists || typeof staffId !== 'string') return { kind: 'unknown' };
  const record = await tx.get(db.doc(`businesses/${uid}/staff/${staffId}`));
  const role: unknown = record.get('role');
  if (!record.exists || (role !== 'manager' && role !== 'cashier')) return { kind: 'unknown' };
  return { kind: 'member', role, disabled: record.get('disabled') === true };
}
