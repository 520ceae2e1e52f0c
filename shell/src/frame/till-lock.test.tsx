import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF_MESSAGES, TILL_IDLE_LOCK_MS } from '@shop/shared/domain';
import { BackendError, BackendProvider } from '@shop/shared/session';
import type { Backend } from '@shop/shared/session';
import { SAMPLE_BUSINESS, SAMPLE_OWNER, testShop } from '@shop/shared/testing';
import type { MemoryBackendOptions } from '@shop/shared/testing';
import { Frame } from './frame';
import type { ViewRenderer } from './frame';

type StaffSeed = NonNullable<MemoryBackendOptions['staff']>[number];
const JOINED = new Date('2026-01-05T09:00:00Z');
const member = (id: string, name: string, role: 'owner' | 'manager' | 'cashier', pin: string, disabled = false): StaffSeed => ({ id, name, role, pin, disabled, createdAt: JOINED });

const EFUA = member('staff-efua', 'Efua Owusu', 'cashier', '2580');
const KOFI = member('staff-kofi', 'Kofi Boateng', 'manager', '3690');
const YAW = member('staff-yaw', 'Yaw Asante', 'cashier', '4826', true);
const STAFF = [KOFI, EFUA, YAW];

let mounts: string[] = [];

function StandIn({ label }: { label: string }) {
  useEffect(() => {
    mounts.push(label);
  }, [label]);
  return <h1>{`stand-in for ${label}`}</h1>;
}

const renderStandIn: ViewRenderer = (view, label) => <StandIn key={view} label={label} />;

function renderFrame(options: Parameters<typeof testShop>[0] = {}) {
  const fake = testShop(options);
  render(
    <BackendProvider backend={fake.backend}>
      <Frame renderView={renderStandIn} />
    </BackendProvider>,
  );
  return { fake, backend: fake.backend };
}

const nav = () => screen.getByRole('navigation', { name: 'Main' });
const sidebarFooter = () => document.querySelector('#frame-sidebar footer') as HTMLElement;
const navLabels = () => within(nav()).getAllByRole('button').map((button) => button.textContent);

async function unlockAs(name: string, pin: string) {
  await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${name},`) }));
  await userEvent.keyboard(`${pin}{Enter}`);
}

beforeEach(() => {
  mounts = [];
  window.history.replaceState(null, '', '/dashboard');
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the frame with staff at the till', () => {
  it("shows the owner's frame as before while the shop has no staff: no Switch user", async () => {
    renderFrame();
    expect(await screen.findByText('Hello, Ama Mensah!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'stand-in for Dashboard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch user' })).not.toBeInTheDocument();
    expect(navLabels()).toEqual(['Dashboard', 'Sales', 'New Sale (POS)', 'Sales History', 'End of Day', 'Online orders', 'Inventory', 'All Products', 'Import', 'Customers', 'All Customers', 'Owed to you', 'Money', 'Expenses', 'Settings', 'Staff', 'Online store', 'Devices', 'Plan']);
  });

  it('names who is at the till and locks it on Switch user, hiding everything behind the PIN pad', async () => {
    const { backend } = renderFrame({ staff: STAFF });
    const switchUser = await screen.findByRole('button', { name: 'Switch user' });
    expect(screen.getByText('Owner')).toBeInTheDocument();
    await userEvent.click(switchUser);

    expect(await screen.findByRole('heading', { level: 1, name: STAFF_MESSAGES.tillLocked })).toBeInTheDocument();
    expect(backend.currentOperator()).toBeNull();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /stand-in/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch user' })).not.toBeInTheDocument();
    // The active staff only, Yaw being turned off; focus starts on the first.
    expect(await screen.findByRole('button', { name: 'Kofi Boateng, Manager' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Efua Owusu, Cashier' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Yaw Asante/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it("shows the adapter's refusal of a wrong PIN, then lets the cashier in to the till alone", async () => {
    const { backend } = renderFrame({ staff: STAFF, till: { locked: true } });
    await unlockAs('Efua Owusu', '1111');
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.pinWrong(4));
    await userEvent.keyboard('2580{Enter}');

    expect(await screen.findByRole('heading', { name: 'stand-in for New Sale (POS)' })).toBeInTheDocument();
    expect(backend.currentOperator()).toMatchObject({ id: 'staff-efua', role: 'cashier' });
    expect(screen.getByText('Hello, Efua Owusu!')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toHaveTextContent('Efua Owusu, Cashier');
    expect(navLabels()).toEqual(['Sales', 'New Sale (POS)', 'Sales History', 'Online orders', 'Customers', 'All Customers']);
    expect(within(nav()).getByRole('button', { name: 'New Sale (POS)' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: /back to New Sale \(POS\)/ })).toBeInTheDocument();
  });

  it("names the staff member at the till in the sidebar's footer instead of the owner, with no Logout", async () => {
    renderFrame({ staff: STAFF, till: { locked: true } });
    await unlockAs('Efua Owusu', '2580');
    await screen.findByRole('heading', { name: 'stand-in for New Sale (POS)' });
    const footer = sidebarFooter();
    expect(footer).toHaveTextContent('EEfua OwusuCashier');
    expect(footer).not.toHaveTextContent('Ama Mensah');
    expect(footer).not.toHaveTextContent('@');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    // The way out is Switch user, then the lock screen's Sign out.
    await userEvent.click(screen.getByRole('button', { name: 'Switch user' }));
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });

  it("keeps Logout for the owner: their own account, or a member with the owner's role", async () => {
    const AMA = member('staff-ama', 'Ama Mensah', 'owner', '7319');
    renderFrame({ staff: [AMA, KOFI] });
    await screen.findByRole('heading', { name: 'stand-in for Dashboard' });
    expect(within(sidebarFooter()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(sidebarFooter()).not.toHaveTextContent('Owner');
    cleanup();

    renderFrame({ staff: [AMA, KOFI], till: { locked: true } });
    await unlockAs('Ama Mensah', '7319');
    await screen.findByRole('heading', { name: 'stand-in for Dashboard' });
    expect(sidebarFooter()).toHaveTextContent('Ama MensahOwner');
    expect(within(sidebarFooter()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it("lists for a manager everything but the owner's Staff view", async () => {
    renderFrame({ staff: STAFF, till: { locked: true } });
    await unlockAs('Kofi Boateng', '3690');
    expect(await screen.findByRole('heading', { name: 'stand-in for Dashboard' })).toBeInTheDocument();
    expect(navLabels()).toEqual(['Dashboard', 'Sales', 'New Sale (POS)', 'Sales History', 'End of Day', 'Online orders', 'Inventory', 'All Products', 'Import', 'Customers', 'All Customers', 'Owed to you', 'Money', 'Expenses']);
    expect(sidebarFooter()).toHaveTextContent('Kofi BoatengManager');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('follows the role the owner gives the member at the till from another till, with no new PIN: a cashier made manager, then cashier again', async () => {
    const { fake, backend } = renderFrame({ staff: STAFF, till: { locked: false, memberId: 'staff-efua' } });
    await waitFor(() => expect(sidebarFooter()).toHaveTextContent('Efua OwusuCashier'));
    const cashierViews = navLabels();
    expect(cashierViews).not.toContain('Expenses');
    const owner = fake.anotherTill();
    await owner.saveStaffMember(SAMPLE_OWNER.uid, 'staff-efua', { name: 'Efua Owusu', role: 'manager', pin: '' });
    await waitFor(() => expect(sidebarFooter()).toHaveTextContent('Efua OwusuManager'));
    expect(screen.getByRole('banner')).toHaveTextContent('Efua Owusu, Manager');
    expect(navLabels()).toEqual(['Dashboard', 'Sales', 'New Sale (POS)', 'Sales History', 'End of Day', 'Online orders', 'Inventory', 'All Products', 'Import', 'Customers', 'All Customers', 'Owed to you', 'Money', 'Expenses']);
    expect(backend.currentOperator()).toMatchObject({ id: 'staff-efua', role: 'manager' });
    await owner.saveStaffMember(SAMPLE_OWNER.uid, 'staff-efua', { name: 'Efua Owusu', role: 'cashier', pin: '' });
    await waitFor(() => expect(sidebarFooter()).toHaveTextContent('Efua OwusuCashier'));
    expect(navLabels()).toEqual(cashierViews);
    expect(screen.queryByRole('button', { name: 'Switch user' })).toBeInTheDocument();
  });

  it('says a view reached by its URL is not for the role, without mounting it', async () => {
    window.history.replaceState(null, '', '/dashboard?view=inventory-all');
    renderFrame({ staff: STAFF, till: { locked: false, memberId: 'staff-efua' } });
    expect(await screen.findByRole('heading', { name: 'All Products' })).toBeInTheDocument();
    expect(screen.getByText(STAFF_MESSAGES.notAllowed)).toBeInTheDocument();
    expect(mounts).not.toContain('All Products');
    expect(window.location.search).toBe('?view=inventory-all');
  });

  it("takes whoever unlocks to their home view when the one left open is not for them, each person's views mounted afresh", async () => {
    window.history.replaceState(null, '', '/dashboard?view=sales-history');
    renderFrame({ staff: STAFF });
    expect(await screen.findByRole('heading', { name: 'stand-in for Sales History' })).toBeInTheDocument();
    await userEvent.click(within(nav()).getByRole('button', { name: 'All Products' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Switch user' }));
    await unlockAs('Efua Owusu', '2580');
    expect(await screen.findByRole('heading', { name: 'stand-in for New Sale (POS)' })).toBeInTheDocument();
    expect(window.location.search).toBe('?view=sales-pos');

    await userEvent.click(within(nav()).getByRole('button', { name: 'Sales History' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Switch user' }));
    await unlockAs('Kofi Boateng', '3690');
    // The manager may use Sales History: it stays, mounted again for them.
    expect(await screen.findByRole('heading', { name: 'stand-in for Sales History' })).toBeInTheDocument();
    expect(mounts).toEqual(['Sales History', 'All Products', 'New Sale (POS)', 'Sales History', 'Sales History']);
  });

  it('signs the shop out from the lock screen', async () => {
    const { backend } = renderFrame({ staff: STAFF, till: { locked: true } });
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(backend.currentUser()).toBeNull();
  });

  it('locks the till after TILL_IDLE_LOCK_MS untouched once the shop has staff, and not while it is used', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { backend } = renderFrame({ staff: STAFF });
    await screen.findByRole('button', { name: 'Switch user' });
    // The idle lock is armed by an effect of that render.
    await act(async () => {});
    // Margins of seconds: the fake clock also moves with real time on a busy machine, never back.
    act(() => vi.advanceTimersByTime(TILL_IDLE_LOCK_MS - 10_000));
    fireEvent.keyDown(window, { key: 'a' });
    act(() => vi.advanceTimersByTime(TILL_IDLE_LOCK_MS - 10_000));
    fireEvent.pointerDown(document.body);
    act(() => vi.advanceTimersByTime(TILL_IDLE_LOCK_MS - 10_000));
    expect(backend.currentOperator()).not.toBeNull();
    act(() => vi.advanceTimersByTime(10_000));
    await waitFor(() => expect(backend.currentOperator()).toBeNull());
    expect(await screen.findByRole('heading', { name: STAFF_MESSAGES.tillLocked })).toBeInTheDocument();
  });

  it("locks after the shop's own idle time (Till settings), and follows a change of it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { backend } = renderFrame({ staff: STAFF, business: { ...SAMPLE_BUSINESS, idleLockMinutes: 5 } });
    await screen.findByRole('button', { name: 'Switch user' });
    await act(async () => {});
    // Past the default two minutes, short of the shop's five: still open.
    act(() => vi.advanceTimersByTime(5 * 60_000 - 10_000));
    expect(backend.currentOperator()).not.toBeNull();
    fireEvent.keyDown(window, { key: 'a' });
    // The owner makes it one minute: the next minute untouched locks.
    await act(() => backend.updateShopSettings(SAMPLE_BUSINESS.ownerUid, { idleLockMinutes: 1 }));
    act(() => vi.advanceTimersByTime(60_000 + 10_000));
    await waitFor(() => expect(backend.currentOperator()).toBeNull());
    expect(await screen.findByRole('heading', { name: STAFF_MESSAGES.tillLocked })).toBeInTheDocument();
  });

  it('never locks an idle till of a shop without staff', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { backend } = renderFrame();
    await screen.findByRole('heading', { name: 'stand-in for Dashboard' });
    act(() => vi.advanceTimersByTime(TILL_IDLE_LOCK_MS * 3));
    expect(backend.currentOperator()).not.toBeNull();
    expect(screen.queryByRole('heading', { name: STAFF_MESSAGES.tillLocked })).not.toBeInTheDocument();
  });

  it('offers nobody on the PIN pad when every member is turned off, and says so', async () => {
    renderFrame({ staff: [YAW], till: { locked: true } });
    expect(await screen.findByText(/Nobody can unlock this till/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
  });
});

describe('the frame for a member signed in with their own account', () => {
  // Efua signed in with her own account (Firebase staff accounts: BackendUser.member). The memory
  // backend lets an account reach a shop by that shop's uid only, so hers carries the owner's uid
  // here; the till guard sees a member's own account all the same (TillOperator.ownAccount).
  const EFUA_ACCOUNT = { ...SAMPLE_OWNER, displayName: null, email: 'efua@example.com', member: { ownerUid: SAMPLE_OWNER.uid, staffId: EFUA.id } };
  const efuaOwnAccount = () => renderFrame({ staff: STAFF, user: EFUA_ACCOUNT });

  it('names her at the till with no Switch user, and keeps Logout in the footer', async () => {
    const { backend } = efuaOwnAccount();
    expect(await screen.findByRole('heading', { name: 'stand-in for New Sale (POS)' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('Efua Owusu, Cashier'));
    expect(backend.currentOperator()).toMatchObject({ id: 'staff-efua', role: 'cashier', ownAccount: true });
    expect(screen.getByText('Hello, Efua Owusu!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Switch user' })).not.toBeInTheDocument();
    expect(navLabels()).toEqual(['Sales', 'New Sale (POS)', 'Sales History', 'Online orders', 'Customers', 'All Customers']);
    expect(sidebarFooter()).toHaveTextContent('Efua OwusuCashier');
    expect(within(sidebarFooter()).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('names her at the till even when the staff list is not hers to read', async () => {
    const fake = testShop({ staff: STAFF, user: EFUA_ACCOUNT });
    const backend: Backend = {
      ...fake.backend,
      subscribeStaff: (_uid, _onNext, onError) => {
        queueMicrotask(() => onError(new BackendError('permission-denied')));
        return () => undefined;
      },
    };
    render(
      <BackendProvider backend={backend}>
        <Frame renderView={renderStandIn} />
      </BackendProvider>,
    );
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('Efua Owusu, Cashier'));
    expect(screen.queryByRole('button', { name: 'Switch user' })).not.toBeInTheDocument();
  });

  it('never locks her till when it is left idle', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { backend } = efuaOwnAccount();
    const lockTill = vi.spyOn(backend, 'lockTill');
    await waitFor(() => expect(screen.getByRole('banner')).toHaveTextContent('Efua Owusu, Cashier'));
    await act(async () => {});
    act(() => vi.advanceTimersByTime(TILL_IDLE_LOCK_MS * 3));
    expect(lockTill).not.toHaveBeenCalled();
    expect(backend.currentOperator()).not.toBeNull();
    expect(screen.queryByRole('heading', { name: STAFF_MESSAGES.tillLocked })).not.toBeInTheDocument();
  });
});
