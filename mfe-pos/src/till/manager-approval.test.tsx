// A manager's PIN at the till (staff.ts: a cashier gives a discount above the shop's limit, or
// sells on credit, only with one): the Manager's PIN dialog before the sale is recorded, the
// approver stamped on it, and Cancel keeping the sale as it was.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { CREDIT_MESSAGES, STAFF_MESSAGES } from '@shop/shared/domain';
import type { Sale } from '@shop/shared/domain';
import { BackendError } from '@shop/shared/session';
import type { Backend } from '@shop/shared/session';
import { MANAGER_PIN_TEXT } from '@shop/shared/ui';
import { renderWithBackend, SAMPLE_BUSINESS, testShop } from '@shop/shared/testing';
import userEvent from '@testing-library/user-event';
import { SAMPLE_CUSTOMERS, SAMPLE_PRODUCTS, discountField, customerSearch } from '../testing/render-till';
import type { RenderedTill } from '../testing/render-till';
import { PosTill } from './pos-till';

afterEach(() => {
  vi.restoreAllMocks();
});

const EFUA = { id: 'staff-efua', name: 'Efua Owusu', role: 'cashier', pin: '2580', disabled: false, createdAt: new Date('2026-01-05T09:00:00Z') } as const;
const KOJO = { id: 'staff-kojo', name: 'Kojo Asante', role: 'manager', pin: '4826', disabled: false, createdAt: new Date('2026-01-06T09:00:00Z') } as const;
/** The owner's own member record, to switch to on a shared till (staff.ts): an approver too. */
const AMA = { id: SAMPLE_BUSINESS.ownerUid, name: SAMPLE_BUSINESS.ownerName, role: 'owner', pin: '9053', disabled: false, createdAt: new Date('2026-01-05T08:00:00Z') } as const;
const YAW = { id: 'staff-yaw', name: 'Yaw Darko', role: 'manager', pin: '7391', disabled: true, createdAt: new Date('2026-01-07T09:00:00Z') } as const;

/**
 * The till of a shop with Ama (the owner), Efua (a cashier), Kojo (a manager) and Yaw (a manager turned off), the
 * member `memberId` having unlocked it with their PIN (null: the owner's own account at the till).
 */
async function atTheTill(member: { id: string; pin: string } | null = EFUA, wrap: (backend: Backend) => Backend = (backend) => backend): Promise<RenderedTill> {
  const fake = testShop({ business: SAMPLE_BUSINESS, products: SAMPLE_PRODUCTS, customers: SAMPLE_CUSTOMERS, staff: [AMA, EFUA, KOJO, YAW] });
  if (member) await fake.backend.unlockTill(SAMPLE_BUSINESS.ownerUid, member.id, member.pin);
  const user = userEvent.setup();
  const result = renderWithBackend(<PosTill />, wrap(fake.backend));
  return { ...result, fake, user };
}

const completeButton = () => screen.getByRole('button', { name: /^Complete sale/ });
const pinDialog = () => screen.findByRole('dialog', { name: MANAGER_PIN_TEXT.title });

/** Rice at ₵85.00 in the cart with a percentage discount as typed. */
async function riceWithDiscount({ user }: RenderedTill, percent: string) {
  await user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
  await discountField(user);
  await user.click(screen.getByRole('radio', { name: 'Percent' }));
  await user.type(await discountField(user), percent);
}

/** Kojo taps his name and types his PIN in the Manager's PIN dialog. */
async function kojoApproves({ user }: RenderedTill, pin: string = KOJO.pin) {
  const dialog = await pinDialog();
  await user.click(within(dialog).getByRole('button', { name: 'Kojo Asante, Manager' }));
  await user.type(within(dialog).getByLabelText('PIN'), pin);
  await user.click(within(dialog).getByRole('button', { name: MANAGER_PIN_TEXT.approve }));
}

describe("A manager's PIN at the till", () => {
  it('asks for it for a cashier’s discount above the limit, then records the sale stamped with who sold and who approved it', async () => {
    const till = await atTheTill();
    await riceWithDiscount(till, '15');
    await till.user.click(completeButton());

    const dialog = await pinDialog();
    expect(dialog).toHaveTextContent(STAFF_MESSAGES.needsManagerPin);
    expect(dialog).toHaveTextContent('Discount ₵12.75 (15% of the subtotal; the limit is 10%)');
    // Only active managers (and the owner) may approve: not the cashier, not a manager turned off.
    expect(within(dialog).getByRole('button', { name: 'Kojo Asante, Manager' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ama Mensah, Owner' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Efua Owusu/ })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /Yaw Darko/ })).not.toBeInTheDocument();
    expect(till.fake.sales()).toHaveLength(0);

    await kojoApproves(till);
    await screen.findByRole('dialog', { name: 'Sale complete' });
    expect(screen.queryByRole('dialog', { name: MANAGER_PIN_TEXT.title })).not.toBeInTheDocument();
    expect(till.fake.sales()[0]).toMatchObject({
      totalMinor: 7225,
      discountMinor: 1275,
      madeBy: { id: EFUA.id, name: EFUA.name },
      approvedBy: { id: KOJO.id, name: KOJO.name },
    });
  });

  it('keeps the cart, the discount and the payment untouched on Cancel, and says why nothing was recorded', async () => {
    const till = await atTheTill();
    await riceWithDiscount(till, '15');
    await till.user.click(screen.getByRole('radio', { name: 'Mobile Money' }));
    await till.user.click(completeButton());
    const dialog = await pinDialog();
    await till.user.click(within(dialog).getByRole('button', { name: MANAGER_PIN_TEXT.cancel }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: MANAGER_PIN_TEXT.title })).not.toBeInTheDocument());
    expect(till.fake.sales()).toHaveLength(0);
    expect(till.fake.calls.recordSale).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Quantity of Rice (5kg)' })).toHaveValue('1');
    expect(screen.getByRole('textbox', { name: /^Discount/ })).toHaveValue('15');
    expect(screen.getByRole('radio', { name: 'Mobile Money' })).toBeChecked();
    expect(screen.getByText(STAFF_MESSAGES.needsManagerPin)).toBeInTheDocument();

    // Complete again asks again, and the sale goes through once approved.
    await till.user.click(completeButton());
    await kojoApproves(till);
    await screen.findByRole('dialog', { name: 'Sale complete' });
    expect(till.fake.sales()).toHaveLength(1);
  });

  it('shows a wrong PIN in the dialog and records nothing until the right one', async () => {
    const till = await atTheTill();
    await riceWithDiscount(till, '20');
    await till.user.click(completeButton());
    await kojoApproves(till, '1397');
    const dialog = await pinDialog();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/Wrong PIN/);
    expect(till.fake.sales()).toHaveLength(0);

    await till.user.clear(within(dialog).getByLabelText('PIN'));
    await till.user.type(within(dialog).getByLabelText('PIN'), KOJO.pin);
    await till.user.click(within(dialog).getByRole('button', { name: MANAGER_PIN_TEXT.approve }));
    await screen.findByRole('dialog', { name: 'Sale complete' });
    expect(till.fake.sales()[0]?.approvedBy).toEqual({ id: KOJO.id, name: KOJO.name });
  });

  it('does not ask for a discount within the limit: the sale carries who sold it and no approver', async () => {
    const till = await atTheTill();
    await riceWithDiscount(till, '10');
    await till.user.click(completeButton());
    await screen.findByRole('dialog', { name: 'Sale complete' });
    expect(screen.queryByRole('dialog', { name: MANAGER_PIN_TEXT.title })).not.toBeInTheDocument();
    expect(till.fake.sales()[0]?.madeBy).toEqual({ id: EFUA.id, name: EFUA.name });
    expect(till.fake.sales()[0]?.approvedBy).toBeUndefined();
  });

  it("follows the shop's own discount limit (Till settings on Staff)", async () => {
    const fake = testShop({ business: { ...SAMPLE_BUSINESS, cashierDiscountLimitHundredths: 2_000 }, products: SAMPLE_PRODUCTS, customers: SAMPLE_CUSTOMERS, staff: [AMA, EFUA, KOJO] });
    await fake.backend.unlockTill(SAMPLE_BUSINESS.ownerUid, EFUA.id, EFUA.pin);
    const till: RenderedTill = { ...renderWithBackend(<PosTill />, fake.backend), fake, user: userEvent.setup() };
    await riceWithDiscount(till, '15');
    await till.user.click(completeButton());
    await screen.findByRole('dialog', { name: 'Sale complete' });
    expect(fake.sales()[0]?.approvedBy).toBeUndefined();
    await till.user.click(screen.getByRole('button', { name: 'New Sale' }));

    // Above the shop's 20 %: the dialog says the shop's limit.
    await riceWithDiscount(till, '25');
    await till.user.click(completeButton());
    expect(await pinDialog()).toHaveTextContent('Discount ₵21.25 (25% of the subtotal; the limit is 20%)');
    await kojoApproves(till);
    await screen.findByRole('dialog', { name: 'Sale complete' });
    expect(fake.sales()).toHaveLength(2);
  });

  it('never asks a manager, nor the owner’s own account', async () => {
    const manager = await atTheTill(KOJO);
    await riceWithDiscount(manager, '50');
    await manager.user.click(completeButton());
    await screen.findByRole('dialog', { name: 'Sale complete' });
    expect(manager.fake.sales()[0]?.madeBy).toEqual({ id: KOJO.id, name: KOJO.name });
    manager.unmount();

    const owner = await atTheTill(null);
    await riceWithDiscount(owner, '50');
    await owner.user.click(completeButton());
    await screen.findByRole('dialog', { name: 'Sale complete' });
    expect(owner.fake.sales()[0]?.madeBy).toBeUndefined();
  });

  it('asks for it before a cashier sells on credit', async () => {
    const till = await atTheTill();
    const { user } = till;
    await user.click(await screen.findByRole('button', { name: /^Rice \(5kg\)/ }));
    await user.type(await customerSearch(user), 'Kofi');
    await user.click(await screen.findByRole('button', { name: /^Kofi Boateng/ }));
    await user.click(screen.getByRole('checkbox', { name: CREDIT_MESSAGES.payLater }));
    await screen.findByLabelText(new RegExp(`^${CREDIT_MESSAGES.dueLabel}`));
    await user.click(completeButton());

    expect(await pinDialog()).toHaveTextContent(`${CREDIT_MESSAGES.payLater}: ₵85.00 on the customer's account`);
    await kojoApproves(till);
    await screen.findByRole('dialog', { name: 'Sale complete' });
    expect(till.fake.sales()[0]).toMatchObject({ credit: { owedMinor: 8500 }, approvedBy: { id: KOJO.id, name: KOJO.name } });
  });

  it('offers the dialog when the backend refuses the sale for want of a PIN (told by its code, whatever its words), then sends the same sale again', async () => {
    let refusals = 0;
    const wrap = (backend: Backend): Backend => {
      const recordSale: Backend['recordSale'] = (uid, input) => {
        if (refusals === 0) {
          refusals += 1;
          // Words the till has never seen: only the code says a manager's PIN would let it through.
          return Promise.reject(new BackendError('permission-denied', 'Reworded: fetch a supervisor.', { reason: 'needs-manager-pin' }));
        }
        return backend.recordSale(uid, input);
      };
      return { ...backend, recordSale };
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const till = await atTheTill(EFUA, wrap);
    await riceWithDiscount(till, '5');
    await till.user.click(completeButton());

    await kojoApproves(till);
    await screen.findByRole('dialog', { name: 'Sale complete' });
    const sales: Sale[] = till.fake.sales();
    expect(sales).toHaveLength(1);
    expect(refusals).toBe(1);
  });

  it("never reads the words: a failure that only says a manager's PIN is needed, with no code, asks for none", async () => {
    const wrap = (backend: Backend): Backend => {
      const recordSale: Backend['recordSale'] = () => Promise.reject(new BackendError('permission-denied', STAFF_MESSAGES.needsManagerPin));
      return { ...backend, recordSale };
    };
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const till = await atTheTill(EFUA, wrap);
    await riceWithDiscount(till, '5');
    await till.user.click(completeButton());

    await waitFor(() => expect(logged).toHaveBeenCalledWith('Recording the sale failed', expect.any(BackendError)));
    expect(screen.queryByRole('dialog', { name: MANAGER_PIN_TEXT.title })).not.toBeInTheDocument();
    expect(till.fake.sales()).toHaveLength(0);
  });
});
