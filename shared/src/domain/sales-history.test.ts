import { describe, expect, it } from 'vitest';
import { saleOf } from '../testing/sale-of';
import type { Refund, Sale } from './entities';
import { buildRefund } from './refund';
import { createHistoryIndex, historySearchKeys, refundSearchKeys } from './search';
import { approvedByName, historyEntries, isRefund, madeByName, refundsBySale } from './sales-history';

const at = (iso: string) => new Date(iso);

function sold(id: string, iso: string, customer: Sale['customer'] = null): Sale {
  return saleOf({ id, lines: [{ id: 'rice', name: 'Rice (5kg)', priceMinor: 8500, quantity: 2 }, { id: 'oil', name: 'Palm oil', priceMinor: 3000, quantity: 1 }], customer, at: at(iso) });
}

function refundOf(sale: Sale, id: string, iso: string, earlier: readonly Refund[] = []): Refund {
  const built = buildRefund({ id, sale, earlier, returning: [{ productId: 'rice', quantity: 1 }], paymentMethod: 'Cash', reason: '', now: at(iso) });
  if (!built.ok) throw new Error(built.error);
  return built.refund;
}

const older = sold('aaaa1111-0000-4000-8000-000000000001', '2026-11-20T10:00:00Z', { id: 'c1', name: 'Kofi Boateng' });
const newer = sold('bbbb2222-0000-4000-8000-000000000002', '2026-11-22T10:00:00Z');
const salesNewestFirst = [newer, older];
const EFUA = { id: 'staff-efua', name: 'Efua Owusu' };

describe('isRefund', () => {
  it('tells a refund from a sale', () => {
    expect(isRefund(older)).toBe(false);
    expect(isRefund(refundOf(older, 'r1', '2026-11-21T10:00:00Z'))).toBe(true);
  });
});

describe('who made a record, and who approved it', () => {
  it('names the stamp, else the owner from the business profile, else the owner role', () => {
    expect(madeByName({ madeBy: { id: 'm1', name: 'Ama Mensah' } }, 'Efua Asante')).toBe('Ama Mensah');
    expect(madeByName({}, ' Efua Asante ')).toBe('Efua Asante');
    expect(madeByName({}, null)).toBe('Owner');
    expect(madeByName({ madeBy: { id: 'm1', name: ' ' } }, '')).toBe('Owner');
  });

  it('names the approver only when a manager’s PIN let it through', () => {
    expect(approvedByName({ approvedBy: { id: 'm2', name: 'Kojo Owusu' } })).toBe('Kojo Owusu');
    expect(approvedByName({})).toBeNull();
  });
});

describe('historyEntries', () => {
  it('is the sales themselves, not a copy, when there are no refunds', () => {
    expect(historyEntries(salesNewestFirst, [])).toBe(salesNewestFirst);
  });

  it('puts each refund among the sales by date, newest first; a refund at a sale’s moment comes first', () => {
    const between = refundOf(older, 'r-between', '2026-11-21T10:00:00Z');
    const newest = refundOf(older, 'r-newest', '2026-11-23T10:00:00Z', [between]);
    const sameMoment = refundOf(newer, 'r-same', '2026-11-22T10:00:00Z');
    const entries = historyEntries(salesNewestFirst, [newest, sameMoment, between]);
    expect(entries.map((entry) => entry.id)).toEqual(['r-newest', 'r-same', newer.id, 'r-between', older.id]);
  });

  it('puts refunds older than every sale at the end, or leaves them out while older sales are still loading', () => {
    const oldest = refundOf(older, 'r-old', '2026-11-19T10:00:00Z');
    expect(historyEntries([newer], [oldest]).map((e) => e.id)).toEqual([newer.id, 'r-old']);
    expect(historyEntries([newer], [oldest], newer.createdAt).map((e) => e.id)).toEqual([newer.id]);
    expect(historyEntries([], [oldest], null).map((e) => e.id)).toEqual(['r-old']);
  });
});

describe('refundsBySale', () => {
  it('groups refunds by their sale, oldest first', () => {
    const first = refundOf(older, 'r1', '2026-11-21T10:00:00Z');
    const second = refundOf(older, 'r2', '2026-11-23T10:00:00Z', [first]);
    const other = refundOf(newer, 'r3', '2026-11-22T11:00:00Z');
    const bySale = refundsBySale([second, other, first]);
    expect(bySale.get(older.id)?.map((r) => r.id)).toEqual(['r1', 'r2']);
    expect(bySale.get(newer.id)?.map((r) => r.id)).toEqual(['r3']);
    expect(bySale.get('none')).toBeUndefined();
  });
});

describe('searching Sales History', () => {
  const refund = refundOf(older, 'cccc3333-0000-4000-8000-000000000003', '2026-11-21T10:00:00Z');
  const entries = historyEntries(salesNewestFirst, [refund]);
  const found = (query: string) => createHistoryIndex(entries).search(query).map((entry) => entry.id);

  it('finds a refund by its own order id, its sale’s, the item given back and the customer', () => {
    expect(found('#CCCC3333')).toEqual([refund.id]);
    expect(found('cccc3333-0000')).toEqual([refund.id]);
    expect(found('#aaaa1111')).toEqual([refund.id, older.id]);
    expect(found('kofi')).toEqual([refund.id]);
    expect(found('rice')).toEqual([newer.id, refund.id, older.id]);
    // Only what went back: the palm oil was not returned.
    expect(found('palm')).toEqual([newer.id, older.id]);
  });

  it('uses a sale’s own keys for a sale and a refund’s for a refund, then who made it', () => {
    expect(historySearchKeys(older)).not.toContain('Kofi Boateng');
    expect(historySearchKeys(refund)).toEqual([...refundSearchKeys(refund), '']);
    expect(historySearchKeys({ ...refund, madeBy: EFUA })).toEqual([...refundSearchKeys(refund), 'Efua Owusu']);
    expect(refundSearchKeys({ ...refund, customer: null }).at(-1)).toBe('');
  });

  it("finds the owner's own unstamped sales and refunds by the owner's name, when given", () => {
    expect(historySearchKeys(older, 'Ama Mensah').at(-1)).toBe('Ama Mensah');
    expect(historySearchKeys({ ...refund, madeBy: EFUA }, 'Ama Mensah').at(-1)).toBe('Efua Owusu');
    const ids = createHistoryIndex([older, { ...refund, madeBy: EFUA }], 'Ama Mensah').search('ama mensah').map((entry) => entry.id);
    expect(ids).toEqual([older.id]);
  });

  it('finds the sales and refunds a staff member made by their name, not those of the owner’s account', () => {
    const byEfua = { ...newer, madeBy: EFUA };
    const refundByEfua = { ...refund, madeBy: EFUA };
    const approvedOnly = { ...older, approvedBy: { id: 'staff-efua', name: 'Efua Owusu' } };
    const staffEntries = historyEntries([byEfua, approvedOnly], [refundByEfua]);
    const search = (query: string) => createHistoryIndex(staffEntries).search(query).map((entry) => entry.id);
    expect(search('efua')).toEqual([byEfua.id, refundByEfua.id]);
    expect(search('  OWUSU ')).toEqual([byEfua.id, refundByEfua.id]);
    // A query never matches across two keys, such as an item's name and the seller's.
    expect(search('rice (5kg)efua')).toEqual([]);
  });
});
