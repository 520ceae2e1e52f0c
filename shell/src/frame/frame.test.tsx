import 'fake-indexeddb/auto';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLocalBackend } from '@shop/shared/testing';
import { productDraft, seedLocalAccount } from '@shop/shared/testing';
import type { LocalBackend } from '@shop/shared/testing';
import { DEFAULT_OPENING_HOURS, ERROR_MESSAGES, SCREEN_TEXT } from '@shop/shared/domain';
import { BackendProvider } from '@shop/shared/session';
import type { Backend } from '@shop/shared/session';
import { NEW_ORDER_SOUND_KEY } from '@shop/shared/ui';
import { Frame, TrialNotice } from './frame';

// Each view's remote is a parcel that names itself, so the tests see which one the frame mounted.
vi.mock('../remotes', () => ({
  loadRemoteApp: (key: string, expose = './app') =>
    Promise.resolve({
      bootstrap: () => Promise.resolve(),
      mount: (props: { domElement: HTMLElement }) => {
        const heading = document.createElement('h1');
        heading.textContent = expose === './app' ? `remote ${key}` : `remote ${key} ${expose}`;
        props.domElement.append(heading);
        return Promise.resolve();
      },
      unmount: (props: { domElement: HTMLElement }) => {
        props.domElement.replaceChildren();
        return Promise.resolve();
      },
    }),
}));

let backend: LocalBackend;
let dbCount = 0;

beforeEach(async () => {
  backend = createLocalBackend({ dbName: `frame-test-${++dbCount}`, passwordIterations: 1000 });
  await backend.authStateReady();
  window.history.replaceState(null, '', '/dashboard');
});
afterEach(() => {
  backend.close();
  vi.restoreAllMocks();
});

async function signIn(signedUpAt?: Date) {
  await seedLocalAccount(backend, {
    email: 'ama@example.com',
    password: 'Kente-Sunrise-2026',
    profile: { ownerName: 'Ama Mensah', businessName: "Ama's Provisions" },
    signedUpAt,
  });
  await backend.signIn('ama@example.com', 'Kente-Sunrise-2026');
}

function renderFrame(with_: Backend = backend) {
  return render(
    <BackendProvider backend={with_}>
      <Frame />
    </BackendProvider>,
  );
}

describe('the dashboard frame', () => {
  it('greets the owner, names them in the footer and switches views in the URL', async () => {
    await signIn();
    renderFrame();
    expect(await screen.findByText('Hello, Ama Mensah!')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('ama@example.com')).toBeInTheDocument();
    expect(screen.getByText('A')).toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'remote dashboard' })).toBeInTheDocument();
    await userEvent.click(within(nav).getByRole('button', { name: 'New Sale (POS)' }));
    expect(window.location.search).toBe('?view=sales-pos');
    expect(await screen.findByRole('heading', { name: 'remote pos' })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'New Sale (POS)' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: /back to the dashboard/i }));
    expect(window.location.search).toBe('');
  });

  it('lists End of Day in the Sales group after Sales History and mounts the history remote\'s second app for it', async () => {
    await signIn();
    renderFrame();
    await screen.findByText('Hello, Ama Mensah!');
    const sales = document.getElementById('nav-group-sales') as HTMLElement;
    expect(within(sales).getAllByRole('button').map((button) => button.textContent)).toEqual(['New Sale (POS)', 'Sales History', 'End of Day', 'Online orders']);
    await userEvent.click(within(sales).getByRole('button', { name: 'End of Day' }));
    expect(window.location.search).toBe('?view=sales-end-of-day');
    expect(await screen.findByRole('heading', { name: 'remote history ./end-of-day' })).toBeInTheDocument();
    expect(within(sales).getByRole('button', { name: 'End of Day' })).toHaveAttribute('aria-current', 'page');
  });

  it('counts the new online orders beside Online orders as they are placed, and mounts the history remote\'s online orders app', async () => {
    await signIn();
    const uid = backend.currentUser()!.uid;
    const rice = await backend.addProduct(uid, productDraft({ name: 'Rice (5kg)', priceMinor: 8500, quantity: 10 }));
    await backend.saveOnlineStore(uid, {
      enabled: true, name: 'ama-provisions', currency: 'GHS', productsShown: 'all', chosenProductIds: [], description: '', timeZone: 'Africa/Accra',
      openingHours: DEFAULT_OPENING_HOURS, pickup: true, delivery: false, deliveryAreas: [],
      payments: { mobileMoney: null, bankTransfer: null, cashOnPickup: true, cashOnDelivery: false }, whatsAppNumber: '233244123456', holdHours: 24,
    });
    const order = (name: string) =>
      backend.placeOnlineOrder('ama-provisions', {
        lines: [{ productId: rice, quantity: 1 }],
        checkout: { name, phone: '024 412 3456', method: 'pickup', paymentOption: 'cash-on-pickup' },
        expectedTotalMinor: 8500,
      });
    // An order waiting before the till opens the frame: counted, never beeped.
    expect((await order('Kofi Boateng')).placed).toBe(true);
    // The sound is on: a Web Audio stand-in counts the beeps.
    localStorage.setItem(NEW_ORDER_SOUND_KEY, 'on');
    const beeps = vi.fn();
    const param = { value: 0, setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() };
    vi.stubGlobal('AudioContext', function AudioContext() {
      const node = () => ({ connect: (next: unknown) => next, frequency: param, gain: param, start: beeps, stop: vi.fn(), type: '' });
      return { currentTime: 0, destination: {}, createOscillator: node, createGain: node };
    });
    renderFrame();
    await screen.findByText('Hello, Ama Mensah!');
    const sales = document.getElementById('nav-group-sales') as HTMLElement;
    await within(sales).findByRole('button', { name: /^Online orders\s*, 1 new$/ });
    // One placed while the frame is open beeps, on the dashboard.
    expect((await order('Abena Osei')).placed).toBe(true);
    const inbox = await within(sales).findByRole('button', { name: /^Online orders\s*, 2 new$/ });
    expect(beeps).toHaveBeenCalledTimes(1);
    localStorage.removeItem(NEW_ORDER_SOUND_KEY);
    vi.unstubAllGlobals();
    await userEvent.click(inbox);
    expect(window.location.search).toBe('?view=sales-online-orders');
    expect(await screen.findByRole('heading', { name: 'remote history ./online-orders' })).toBeInTheDocument();
  });

  it('lists Expenses in a Money group and mounts the dashboard remote\'s second app for it', async () => {
    await signIn();
    renderFrame();
    await screen.findByText('Hello, Ama Mensah!');
    const money = document.getElementById('nav-group-money') as HTMLElement;
    expect(screen.getByRole('button', { name: 'Money', expanded: true })).toHaveAttribute('aria-controls', 'nav-group-money');
    expect(within(money).getAllByRole('button').map((button) => button.textContent)).toEqual(['Expenses']);
    await userEvent.click(within(money).getByRole('button', { name: 'Expenses' }));
    expect(window.location.search).toBe('?view=money-expenses');
    expect(await screen.findByRole('heading', { name: 'remote dashboard ./expenses' })).toBeInTheDocument();
    expect(within(money).getByRole('button', { name: 'Expenses' })).toHaveAttribute('aria-current', 'page');
  });

  it('tells a new owner how long the Pro trial has left, and an owner past it that it ended', async () => {
    await signIn();
    const { unmount } = renderFrame();
    expect(await screen.findByText('Pro trial \u2014 30 days left')).toBeInTheDocument();
    unmount();
    await backend.signOut();
    backend.close();

    backend = createLocalBackend({ dbName: `frame-test-${++dbCount}`, passwordIterations: 1000 });
    await backend.authStateReady();
    await signIn(new Date(Date.now() - 31 * 24 * 60 * 60 * 1000));
    renderFrame();
    expect(await screen.findByText('Trial ended')).toBeInTheDocument();
    expect(screen.queryByText(/Pro trial —/)).not.toBeInTheDocument();
    // The grace's banner says what stops and when, with the way to pay (plan-banner.tsx).
    const banner = await screen.findByRole('alert', { name: 'Your plan' });
    expect(banner).toHaveTextContent(/^Your Pro trial ended on .+ — 2 days to pay/);
    expect(banner).toHaveTextContent(/the shop becomes view-only: new sales, products, deliveries, stock counts, customers and expenses stop/);
    expect(within(banner).getByRole('link', { name: 'Upgrade' })).toHaveAttribute('href', '/dashboard?view=settings-plan');
  });

  it('says above every view that a shop past its grace is view-only', async () => {
    await signIn(new Date(Date.now() - 35 * 24 * 60 * 60 * 1000));
    renderFrame();
    const banner = await screen.findByRole('alert', { name: 'Your plan' });
    expect(banner).toHaveTextContent(/^View-only since .+Nothing new can be recorded; everything stays readable and exportable\. Upgrade in Settings › Plan to sell again\./);
  });

  it('shows no plan banner while the trial counts down, nor on a paid plan far from its end', async () => {
    await signIn();
    renderFrame();
    expect(await screen.findByText('Pro trial — 30 days left')).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'Your plan' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Your plan' })).not.toBeInTheDocument();
  });

  it('says nothing of a trial once the shop is on a paid plan', () => {
    render(<TrialNotice business={{ plan: 'pro', trialEndsAt: new Date('2026-01-01T00:00:00Z') }} now={new Date('2026-11-24T00:00:00Z')} />);
    expect(screen.queryByText(/trial/i)).not.toBeInTheDocument();
  });

  it('collapses and opens a group', async () => {
    await signIn();
    renderFrame();
    const toggle = await screen.findByRole('button', { name: 'Sales' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'Sales History' })).not.toBeInTheDocument();
  });

  it('renders the views through the renderer it is given instead of module federation', async () => {
    window.history.replaceState(null, '', '/dashboard?view=sales-history');
    await signIn();
    render(
      <BackendProvider backend={backend}>
        <Frame renderView={(view, label) => <h1 key={view}>{`stand-in for ${label}`}</h1>} />
      </BackendProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'stand-in for Sales History' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'remote history' })).not.toBeInTheDocument();
  });

  it('shows Welcome for a view it does not know', async () => {
    window.history.replaceState(null, '', '/dashboard?view=reports');
    await signIn();
    renderFrame();
    expect(await screen.findByRole('heading', { name: SCREEN_TEXT.welcome })).toBeInTheDocument();
  });

  it('says it is loading, then shows the missing-profile error', async () => {
    await signIn();
    const missing: Backend = Object.assign(Object.create(backend) as Backend, {
      getOrCreateBusiness: () => new Promise(() => undefined),
    });
    const { unmount } = renderFrame(missing);
    expect(screen.getByText(SCREEN_TEXT.dashboardLoading)).toBeInTheDocument();
    unmount();

    const none: Backend = Object.assign(Object.create(backend) as Backend, {
      subscribeBusiness: (_uid: string, onNext: (b: null) => void) => {
        onNext(null);
        return () => undefined;
      },
    });
    renderFrame(none);
    expect(await screen.findByText(ERROR_MESSAGES.businessProfileMissing)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('replaces the dashboard with the load error and logs it', async () => {
    await signIn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing: Backend = Object.assign(Object.create(backend) as Backend, {
      subscribeBusiness: (_uid: string, _next: unknown, onError: (e: Error) => void) => {
        onError(new Error('permission-denied'));
        return () => undefined;
      },
    });
    renderFrame(failing);
    expect(await screen.findByText(ERROR_MESSAGES.businessLoadFailed)).toBeInTheDocument();
    // Logged by an effect after the error is painted: on a busy machine, a moment later.
    await waitFor(() => expect(logged).toHaveBeenCalledWith(ERROR_MESSAGES.businessLoadFailed, expect.any(Error)));
  });

  it('sends a visitor with no signed-in user to / and shows no data', async () => {
    renderFrame();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('logs out to /, and only logs a logout failure', async () => {
    await signIn();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing: Backend = Object.assign(Object.create(backend) as Backend, {
      signOut: () => Promise.reject(new Error('network')),
    });
    const { unmount } = renderFrame(failing);
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(logged).toHaveBeenCalledWith('Logout failed', expect.any(Error));
    expect(window.location.pathname).toBe('/dashboard');
    unmount();

    renderFrame();
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(backend.currentUser()).toBeNull();
  });

  it('opens and closes the mobile menu; choosing a view closes it', async () => {
    await signIn();
    renderFrame();
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'All Products' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});
