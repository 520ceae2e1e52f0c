// Staff in Sales History (staff.ts): who sold or refunded each record and who approved it, the
// owner named from the business profile on unstamped records; a cashier's refund asks for a
// manager's PIN; a cashier never downloads a CSV ('export').
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildRefund, REFUND_MESSAGES, STAFF_MESSAGES } from '@shop/shared/domain';
import type { Refund, Sale } from '@shop/shared/domain';
import { BackendError } from '@shop/shared/session';
import type { Backend } from '@shop/shared/session';
import { renderWithBackend, saleOf, SAMPLE_BUSINESS, testShop } from '@shop/shared/testing';
import type { TestShopOptions } from '@shop/shared/testing';
import { MANAGER_PIN_TEXT } from '@shop/shared/ui';
import { HistoryScreen } from '../sales-history/history-screen';
import { SaleDetails } from '../sales-history/sale-details';

afterEach(() => {
  vi.restoreAllMocks();
});

const EFUA = { id: 'staff-efua', name: 'Efua Owusu', role: 'cashier', pin: '2580', disabled: false, createdAt: new Date('2026-01-05T09:00:00Z') } as const;
const KOJO = { id: 'staff-kojo', name: 'Kojo Asante', role: 'manager', pin: '4826', disabled: false, createdAt: new Date('2026-01-06T09:00:00Z') } as const;
const STAFF = [EFUA, KOJO];
const stamp = (member: { id: string; name: string }) => ({ id: member.id, name: member.name });

/** A sale made now (a cashier sees only their own of today). */
function saleBy(id: string, extra: Partial<Sale> = {}): Sale {
  const sale = saleOf({ id, lines: [{ id: 'rice', name: 'Rice (5kg)', priceMinor: 8500, quantity: 2 }], customer: { id: 'c-kofi', name: 'Kofi Boateng' }, at: new Date() });
  return { ...sale, ...extra };
}

function refundOf(sale: Sale, extra: Partial<Refund> = {}): Refund {
  const built = buildRefund({ id: `r-${sale.id}`, sale, earlier: [], returning: [{ productId: 'rice', quantity: 1 }], paymentMethod: 'Cash', reason: '', now: new Date() });
  if (!built.ok) throw new Error(built.error);
  return { ...built.refund, ...extra };
}

/** The shop's backend with `member` at the till (unlocked with their PIN), or the owner's own account. */
async function shopWith(options: TestShopOptions, member: { id: string; pin: string } | null) {
  const fake = testShop({ business: SAMPLE_BUSINESS, staff: STAFF, ...options });
  if (member) await fake.backend.unlockTill(SAMPLE_BUSINESS.ownerUid, member.id, member.pin);
  return fake;
}

const rowOf = async (text: RegExp) => within(await screen.findByRole('region', { name: 'Sales, newest first' })).findByRole('button', { name: text });

describe('Who sold it, in Sales History', () => {
  const stamped = saleBy('a0000000-0000-4000-8000-000000000001', { madeBy: stamp(EFUA), approvedBy: stamp(KOJO) });
  const ownerSale = saleBy('a0000000-0000-4000-8000-000000000002', { createdAt: new Date(Date.now() - 60_000) });
  const refund = refundOf(ownerSale, { madeBy: stamp(KOJO) });

  it('shows who sold each sale and who approved it, the owner by name on a sale with no stamp, and who gave a refund', async () => {
    const fake = await shopWith({ sales: [stamped, ownerSale], refunds: [refund] }, null);
    renderWithBackend(<HistoryScreen />, fake.backend);
    expect(await rowOf(/#A0000000.*Efua/)).toHaveTextContent('Sold by Efua Owusu · Approved by Kojo Asante');
    const owners = await rowOf(/#A0000000.*Sold by Ama/);
    expect(owners).toHaveTextContent(`Sold by ${SAMPLE_BUSINESS.ownerName}`);
    expect(owners).not.toHaveTextContent('Approved by');
    expect(await rowOf(/Refund/)).toHaveTextContent('Refunded by Kojo Asante');
    // The owner exports.
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  it('says it in Sale Details and in a refund’s details', async () => {
    const fake = await shopWith({ sales: [stamped, ownerSale], refunds: [refund] }, null);
    const user = userEvent.setup();
    renderWithBackend(<HistoryScreen />, fake.backend);
    await user.click(await rowOf(/Efua/));
    const details = await screen.findByRole('dialog', { name: 'Sale Details' });
    expect(details).toHaveTextContent('Sold byEfua Owusu');
    expect(details).toHaveTextContent('Approved byKojo Asante');
    await user.click(within(details).getByRole('button', { name: 'Done' }));

    await user.click(await rowOf(/Refund/));
    const refundDetails = await screen.findByRole('dialog', { name: 'Refund Details' });
    expect(refundDetails).toHaveTextContent('Refunded byKojo Asante');
    expect(refundDetails).not.toHaveTextContent('Approved by');
  });

  it('offers a cashier no CSV download', async () => {
    const fake = await shopWith({ sales: [stamped] }, EFUA);
    renderWithBackend(<HistoryScreen />, fake.backend);
    await rowOf(/Efua/);
    expect(screen.queryByRole('button', { name: 'Download CSV' })).not.toBeInTheDocument();
  });
});

describe("A cashier's refund", () => {
  const sold = saleBy('b0000000-0000-4000-8000-000000000001', { madeBy: stamp(EFUA) });

  async function openRefundForm(member: { id: string; pin: string } | null, wrap: (backend: Backend) => Backend = (backend) => backend) {
    const fake = await shopWith({ sales: [sold] }, member);
    const user = userEvent.setup();
    renderWithBackend(<SaleDetails sale={sold} onClose={() => undefined} />, wrap(fake.backend));
    const refund = within(screen.getByRole('dialog', { name: 'Sale Details' })).getByRole('button', { name: 'Refund' });
    await waitFor(() => expect(refund).toBeEnabled());
    await user.click(refund);
    const form = screen.getByRole('dialog', { name: 'Refund' });
    await user.type(within(form).getByRole('textbox', { name: /Reason/ }), 'Torn bag');
    await user.click(within(form).getByRole('button', { name: 'Confirm refund' }));
    return { fake, user, form };
  }

  it("asks for a manager's PIN, then records it with who gave it back and who approved it", async () => {
    const { fake, user } = await openRefundForm(EFUA);
    const dialog = await screen.findByRole('dialog', { name: MANAGER_PIN_TEXT.title });
    expect(dialog).toHaveTextContent('Refund: ₵170.00');
    expect(fake.refunds()).toHaveLength(0);
    // Kojo is the only approver here, so the pad starts on him.
    await user.type(within(dialog).getByLabelText('PIN'), KOJO.pin);
    await user.click(within(dialog).getByRole('button', { name: MANAGER_PIN_TEXT.approve }));

    const recorded = await screen.findByRole('dialog', { name: /Refund recorded/ });
    expect(recorded).toHaveTextContent('Refunded byEfua Owusu');
    expect(recorded).toHaveTextContent('Approved byKojo Asante');
    expect(fake.refunds()[0]).toMatchObject({ reason: 'Torn bag', madeBy: stamp(EFUA), approvedBy: stamp(KOJO) });
  });

  it('keeps the form as typed on Cancel, saying why nothing was refunded', async () => {
    const { fake, user, form } = await openRefundForm(EFUA);
    const dialog = await screen.findByRole('dialog', { name: MANAGER_PIN_TEXT.title });
    await user.click(within(dialog).getByRole('button', { name: MANAGER_PIN_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MANAGER_PIN_TEXT.title })).not.toBeInTheDocument());
    expect(form).toHaveTextContent(STAFF_MESSAGES.needsManagerPin);
    expect(within(form).getByRole('textbox', { name: /Reason/ })).toHaveValue('Torn bag');
    expect(fake.refunds()).toHaveLength(0);
    expect(fake.calls.recordRefund).toHaveLength(0);
  });

  it('is not asked of a manager', async () => {
    const { fake } = await openRefundForm(KOJO);
    await screen.findByRole('dialog', { name: /Refund recorded/ });
    expect(screen.queryByRole('dialog', { name: MANAGER_PIN_TEXT.title })).not.toBeInTheDocument();
    expect(fake.refunds()[0]).toMatchObject({ madeBy: stamp(KOJO) });
    expect(fake.refunds()[0]?.approvedBy).toBeUndefined();
  });

  it("asks for a manager's PIN when the backend refuses the refund for want of one, told by its code whatever its words, then records it", async () => {
    let refusals = 0;
    const wrap = (backend: Backend): Backend => {
      const recordRefund: Backend['recordRefund'] = (uid, input) => {
        if (refusals > 0) return backend.recordRefund(uid, input);
        refusals += 1;
        // Words the form has never seen: only the code says a manager's PIN would let it through.
        return Promise.reject(new BackendError('permission-denied', 'Reworded: fetch a supervisor.', { reason: 'needs-manager-pin' }));
      };
      return { ...backend, recordRefund };
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fake, user, form } = await openRefundForm(KOJO, wrap);
    const dialog = await screen.findByRole('dialog', { name: MANAGER_PIN_TEXT.title });
    expect(form).toHaveTextContent(STAFF_MESSAGES.needsManagerPin);
    await user.type(within(dialog).getByLabelText('PIN'), KOJO.pin);
    await user.click(within(dialog).getByRole('button', { name: MANAGER_PIN_TEXT.approve }));
    await screen.findByRole('dialog', { name: /Refund recorded/ });
    expect(refusals).toBe(1);
    expect(fake.refunds()).toHaveLength(1);
  });

  it("never reads the words: a failure that only says a manager's PIN is needed, with no code, asks for none", async () => {
    const wrap = (backend: Backend): Backend => ({ ...backend, recordRefund: () => Promise.reject(new BackendError('permission-denied', STAFF_MESSAGES.needsManagerPin)) });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fake, form } = await openRefundForm(KOJO, wrap);
    await waitFor(() => expect(form).toHaveTextContent(REFUND_MESSAGES.saveFailed));
    expect(screen.queryByRole('dialog', { name: MANAGER_PIN_TEXT.title })).not.toBeInTheDocument();
    expect(fake.refunds()).toHaveLength(0);
  });
});
