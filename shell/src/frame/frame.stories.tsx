import { useState, useSyncExternalStore } from 'react';
import type { Decorator, Meta, StoryContext, StoryObj } from '@storybook/react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ERROR_MESSAGES, SCREEN_TEXT, STAFF_MESSAGES, greeting } from '@shop/shared/domain';
import type { StaffRole } from '@shop/shared/domain';
import { BackendProvider, useCustomers, useProducts, useSales } from '@shop/shared/session';
import type { LiveState } from '@shop/shared/session';
import { SAMPLE_BUSINESS, SAMPLE_OWNER, onADesktop, onAPhone, sampleStaffMember, seededShop, testShop } from '@shop/shared/testing';
import type { Loaded } from '@shop/shared/testing';
import { Card } from '@shop/shared/ui';
import { Frame } from './frame';
import type { FrameProps, ViewRenderer } from './frame';
import { VIEW_REMOTES } from './views';
import type { ViewId } from './views';

// Module federation does not exist in Storybook: each view is shown by a stand-in that names the
// remote mounted there in the suite, with live figures from the story's seeded shop.
const STORY_GROUP: Readonly<Record<ViewId, string>> = {
  dashboard: 'Dashboard',
  'sales-pos': 'POS',
  'sales-history': 'History',
  'sales-end-of-day': 'History',
  'sales-online-orders': 'History',
  'inventory-all': 'Inventory',
  'inventory-import': 'Inventory',
  'customers-all': 'Customers',
  'customers-owed': 'Customers',
  'money-expenses': 'Dashboard',
  'settings-staff': 'Dashboard',
  'settings-online-store': 'Dashboard',
  'settings-devices': 'POS',
  'settings-plan': 'Dashboard',
};

function FigureCard({ title, state }: { title: string; state: LiveState<unknown[]> }) {
  const value = state.status === 'ready' ? state.data.length.toLocaleString('en-US') : state.status === 'error' ? 'could not load' : '';
  return <Card title={title} value={value} headingLevel={2} loading={state.status === 'loading' || state.status === 'idle'} loadingLabel={`Loading ${title.toLowerCase()}`} />;
}

function ViewStandIn({ view, label }: { view: ViewId; label: string }) {
  const products = useProducts();
  const customers = useCustomers();
  const sales = useSales();
  return (
    <section aria-labelledby="view-stand-in" style={{ display: 'grid', gap: 'var(--shop-space-4)', maxWidth: 720 }}>
      <h1 id="view-stand-in" style={{ margin: 0, fontSize: 'var(--shop-text-2xl)' }}>
        {label}
      </h1>
      <p style={{ margin: 0, color: 'var(--shop-color-text-muted)' }}>
        In the suite the <strong>{VIEW_REMOTES[view]}</strong> remote mounts here as a single-spa parcel; its screens are under “{STORY_GROUP[view]}” in
        this Storybook.
      </p>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))', gap: 'var(--shop-space-3)' }}>
        <FigureCard title="Products" state={products} />
        <FigureCard title="Customers" state={customers} />
        <FigureCard title="Sales recorded" state={sales} />
      </div>
    </section>
  );
}

const renderStandIn: ViewRenderer = (view, label) => <ViewStandIn key={view} view={view} label={label} />;

// single-spa's navigation, recorded instead of leaving Storybook's frame (the guard and logout go to /).
let navigations: string[] = [];
const listeners = new Set<() => void>();
const navigationLog = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => navigations,
  record(path: string) {
    navigations = [...navigations, path];
    listeners.forEach((listener) => listener());
  },
  clear() {
    navigations = [];
    listeners.forEach((listener) => listener());
  },
};

function NavigationNote() {
  const log = useSyncExternalStore(navigationLog.subscribe, navigationLog.get);
  const last = log[log.length - 1];
  if (!last) return null;
  return (
    <p role="status" style={{ margin: 0, padding: 'var(--shop-space-3) var(--shop-space-4)', background: 'var(--shop-color-accent-subtle)', color: 'var(--shop-color-text)' }}>
      The frame navigated to <code>{last}</code> (in the suite: {last === '/' ? 'the landing page' : last}).
    </p>
  );
}

const withNavigationNote: Decorator = (Story) => (
  <>
    <NavigationNote />
    <Story />
  </>
);

/** Puts the story's view in the URL (`parameters.frameView`) and records navigation while it shows. */
function prepareFrame({ parameters }: { parameters: StoryContext['parameters'] }) {
  const start = new URL(window.location.href);
  const url = new URL(start);
  const view = parameters.frameView as string | undefined;
  if (view) url.searchParams.set('view', view);
  else url.searchParams.delete('view');
  window.history.replaceState(window.history.state, '', url);
  const previous = window.singleSpaNavigate;
  navigationLog.clear();
  window.singleSpaNavigate = (path: string) => navigationLog.record(path);
  return () => {
    window.singleSpaNavigate = previous;
    const after = new URL(window.location.href);
    after.searchParams.delete('view');
    window.history.replaceState(window.history.state, '', after);
  };
}

const LONG_OWNER = 'Nana Akosua Serwaa Adjoa Mensah-Bonsu Owusu-Ansah';

const meta = {
  title: 'Dashboard frame/Frame',
  component: Frame,
  args: { renderView: renderStandIn },
  argTypes: { renderView: { control: false } },
  decorators: [withNavigationNote],
  beforeEach: [prepareFrame],
  parameters: { shop: 'busy', canvasPadding: false },
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: { shop: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(SCREEN_TEXT.dashboardLoading)).toBeInTheDocument();
  },
};

export const BusinessMissing: Story = {
  parameters: { shop: 'no-business' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(ERROR_MESSAGES.businessProfileMissing)).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};

export const BusinessFailed: Story = {
  parameters: { shop: 'failing', expectedConsoleErrors: [ERROR_MESSAGES.businessLoadFailed] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(ERROR_MESSAGES.businessLoadFailed)).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};

/** No one signed in: the guard sends the visitor to / and no data is shown. */
export const SignedOut: Story = {
  parameters: { shop: 'signed-out' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('navigated to /');
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};

export const Desktop: Story = {
  globals: onADesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(greeting('Akosua Mensah'))).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await expect(within(canvas.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  },
};

/** A new shop: the header counts down the free Pro trial the landing page promised. */
export const TrialDaysLeft: Story = {
  globals: onADesktop,
  parameters: { shop: { seed: 'busy', signedUpDaysAgo: 18 } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Pro trial \u2014 12 days left')).toBeInTheDocument();
  },
};

/** The last day says "1 day left", not "1 days". */
export const TrialLastDay: Story = {
  globals: onAPhone,
  parameters: { shop: { seed: 'busy', signedUpDaysAgo: 29.5 } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Pro trial \u2014 1 day left')).toBeInTheDocument();
  },
};

/** After 30 days the header says the trial ended, and the grace's banner what stops and when (docs/product-rules.md, 'Plans'). */
export const TrialEnded: Story = {
  globals: onADesktop,
  parameters: { shop: { seed: 'busy', signedUpDaysAgo: 31 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Trial ended')).toBeInTheDocument();
    const banner = await canvas.findByRole('alert', { name: 'Your plan' });
    await expect(banner).toHaveTextContent(/2 days to pay/);
    await expect(within(banner).getByRole('link', { name: 'Upgrade' })).toBeVisible();
  },
};

/** Past the trial and its grace: view-only, said above every view, on a phone. */
export const ViewOnly: Story = {
  globals: onAPhone,
  parameters: { shop: { seed: 'busy', signedUpDaysAgo: 35 } },
  play: async ({ canvasElement }) => {
    const banner = await within(canvasElement).findByRole('alert', { name: 'Your plan' });
    await expect(banner).toHaveTextContent(/^View-only since /);
    await expect(within(banner).getByRole('link', { name: 'Upgrade' })).toBeVisible();
  },
};

export const Phone: Story = {
  globals: onAPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  },
};

export const PhoneSidebarOpen: Story = {
  globals: onAPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open menu' }));
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const LongOwnerName: Story = {
  globals: onADesktop,
  parameters: { shop: { seed: 'busy', owner: { ownerName: LONG_OWNER, businessName: "Nana Akosua's Provisions, Cosmetics and Mobile Money Agency" } } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(greeting(LONG_OWNER))).toBeInTheDocument();
  },
};

export const LongOwnerNameOnPhone: Story = {
  ...LongOwnerName,
  globals: onAPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open menu' }));
    await expect(canvas.getAllByText(LONG_OWNER).length).toBeGreaterThan(0);
  },
};

/** The Lagos shop, with All Products chosen. */
export const NairaShopOnAllProducts: Story = {
  globals: onADesktop,
  parameters: { shop: 'busy-naira', frameView: 'inventory-all' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(greeting('Chioma Eze'))).toBeInTheDocument();
    await expect(await canvas.findByRole('heading', { name: 'All Products' })).toBeInTheDocument();
  },
};

/** Ten thousand products: the frame and the figures still come up at once. */
export const HugeShop: Story = {
  globals: onADesktop,
  parameters: { shop: 'huge', frameView: 'inventory-all' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('10,000', {}, { timeout: 10_000 })).toBeInTheDocument();
  },
};

export const UnknownViewShowsWelcome: Story = {
  globals: onADesktop,
  parameters: { frameView: 'reports' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: SCREEN_TEXT.welcome })).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { ...onADesktop, theme: 'dark' },
};

/** Collapsing and opening the sidebar's groups. */
export const CollapseGroups: Story = {
  globals: onADesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sales = await canvas.findByRole('button', { name: 'Sales' });
    await expect(sales).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(sales);
    await expect(sales).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Sales History' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Inventory' }));
    await expect(canvas.queryByRole('button', { name: 'All Products' })).not.toBeInTheDocument();
    await userEvent.click(sales);
    await expect(canvas.getByRole('button', { name: 'Sales History' })).toBeInTheDocument();
  },
};

/** On a phone: open the menu, choose a view; the menu closes and the view shows. */
export const MobileMenu: Story = {
  globals: onAPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open menu' }));
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'New Sale (POS)' }));
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(await canvas.findByRole('heading', { name: 'New Sale (POS)' })).toBeInTheDocument();
  },
};

/** Logout signs out and goes to /. */
export const Logout: Story = {
  globals: onADesktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('navigated to /'));
  },
};

// Staff at the till (issue #35): the shop's staff, added by the owner's account before the story
// renders, and who is at the till then.
const STORY_STAFF: readonly { id: string; name: string; role: StaffRole; pin: string }[] = [
  { id: 'staff-kofi', name: 'Kofi Boateng', role: 'manager', pin: '3690' },
  { id: 'staff-efua', name: 'Efua Owusu', role: 'cashier', pin: '2580' },
];

/** A `beforeEach` that gives the story's shop its staff and leaves the till locked or with one of them at it. */
function staffAtTill(at: 'owner' | 'locked' | 'staff-kofi' | 'staff-efua') {
  return async ({ loaded }: { loaded: Loaded }) => {
    const { backend, uid } = seededShop(loaded);
    for (const member of STORY_STAFF) await backend.saveStaffMember(uid, member.id, { name: member.name, role: member.role, pin: member.pin });
    if (at === 'owner') return;
    backend.lockTill();
    const member = STORY_STAFF.find((candidate) => candidate.id === at);
    if (member) await backend.unlockTill(uid, member.id, member.pin);
  };
}

const navLabels = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('navigation', { name: 'Main' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

/** The sidebar's footer: who is at the till (the owner's name and e-mail, or a staff member's name and role) and Logout. */
const sidebarFooter = (canvasElement: HTMLElement) => canvasElement.querySelector('#frame-sidebar footer') as HTMLElement;

/** The till locked (Switch user, or idle for two minutes): only the PIN pad of the active staff, and Sign out. */
export const LockedTill: Story = {
  globals: onADesktop,
  beforeEach: staffAtTill('locked'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: STAFF_MESSAGES.tillLocked })).toBeInTheDocument();
    await expect(await canvas.findByRole('button', { name: 'Kofi Boateng, Manager' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Efua Owusu, Cashier' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  },
};

export const LockedTillOnPhone: Story = { ...LockedTill, globals: onAPhone };

/** A wrong PIN is refused with the tries left; the right one lets the cashier in at the till. */
export const UnlockAsCashier: Story = {
  globals: onADesktop,
  beforeEach: staffAtTill('locked'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Efua Owusu, Cashier' }));
    await userEvent.keyboard('1357{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.pinWrong(4));
    await userEvent.keyboard('2580{Enter}');
    await expect(await canvas.findByRole('heading', { name: 'New Sale (POS)' })).toBeInTheDocument();
    await expect(canvas.getByText(greeting('Efua Owusu'))).toBeInTheDocument();
  },
};

/** A cashier at the till: the till, their own sales and the customers, nothing else; "Switch user" in the header. */
export const CashierSidebar: Story = {
  globals: onADesktop,
  beforeEach: staffAtTill('staff-efua'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'New Sale (POS)' })).toBeInTheDocument();
    await expect(navLabels(canvasElement)).toEqual(['Sales', 'New Sale (POS)', 'Sales History', 'Online orders', 'Customers', 'All Customers']);
    await waitFor(() => expect(canvas.getByRole('banner')).toHaveTextContent('Efua Owusu, Cashier'));
    await expect(canvas.getByRole('button', { name: 'Switch user' })).toBeInTheDocument();
    // The footer names her instead of the owner, and Logout is the owner's alone.
    await expect(sidebarFooter(canvasElement)).toHaveTextContent('Efua OwusuCashier');
    await expect(canvas.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  },
};

export const CashierSidebarOnPhone: Story = {
  globals: onAPhone,
  beforeEach: staffAtTill('staff-efua'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Open menu' }));
    await expect(navLabels(canvasElement)).toEqual(['Sales', 'New Sale (POS)', 'Sales History', 'Online orders', 'Customers', 'All Customers']);
  },
};

/** A cashier who reaches the shop's products by their URL is told their role cannot use them. */
export const CashierNotAllowedByUrl: Story = {
  globals: onADesktop,
  beforeEach: staffAtTill('staff-efua'),
  parameters: { frameView: 'inventory-all' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(STAFF_MESSAGES.notAllowed)).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { name: 'All Products' })).toBeInTheDocument();
  },
};

/** A manager at the till: everything but the owner's Staff view (the Settings group is hidden). */
export const ManagerSidebar: Story = {
  globals: onADesktop,
  beforeEach: staffAtTill('staff-kofi'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    await expect(navLabels(canvasElement)).toEqual([
      'Dashboard',
      'Sales',
      'New Sale (POS)',
      'Sales History',
      'End of Day',
      'Online orders',
      'Inventory',
      'All Products',
      'Import',
      'Customers',
      'All Customers',
      'Owed to you',
      'Money',
      'Expenses',
    ]);
    await waitFor(() => expect(canvas.getByRole('banner')).toHaveTextContent('Kofi Boateng, Manager'));
    await expect(sidebarFooter(canvasElement)).toHaveTextContent('Kofi BoatengManager');
    await expect(canvas.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  },
};

/** The owner's account with staff: Staff under Settings, and "Switch user" locks the till. */
export const OwnerSwitchesUser: Story = {
  globals: onADesktop,
  beforeEach: staffAtTill('owner'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Staff' })).toBeInTheDocument();
    await userEvent.click(await canvas.findByRole('button', { name: 'Switch user' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: STAFF_MESSAGES.tillLocked })).toBeInTheDocument();
  },
};

/**
 * A cashier signed in with her own account (shops on Firebase: the owner invited her address; the
 * shop's uid and her staff record are her account's `member`). The local adapter has no such
 * accounts, so this shop is the memory backend's, where her account carries the owner's uid.
 */
function OwnAccountTill(props: FrameProps) {
  const [fake] = useState(() =>
    testShop({
      business: SAMPLE_BUSINESS,
      staff: [sampleStaffMember()],
      user: { ...SAMPLE_OWNER, displayName: null, email: 'efua@example.com', member: { ownerUid: SAMPLE_OWNER.uid, staffId: 'staff-efua' } },
    }),
  );
  return (
    <BackendProvider backend={fake.backend}>
      <Frame {...props} />
    </BackendProvider>
  );
}

/** Her till is hers alone: who is at it shows as ever, with no "Switch user" (and no idle lock), and Logout is hers. */
export const CashierOnOwnAccount: Story = {
  globals: onADesktop,
  parameters: { shop: null },
  render: (args) => <OwnAccountTill {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'New Sale (POS)' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('banner')).toHaveTextContent('Efua Owusu, Cashier'));
    await expect(canvas.queryByRole('button', { name: 'Switch user' })).not.toBeInTheDocument();
    await expect(navLabels(canvasElement)).toEqual(['Sales', 'New Sale (POS)', 'Sales History', 'Online orders', 'Customers', 'All Customers']);
    await expect(sidebarFooter(canvasElement)).toHaveTextContent('Efua OwusuCashier');
    await expect(within(sidebarFooter(canvasElement)).getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  },
};

export const CashierOnOwnAccountOnPhone: Story = {
  ...CashierOnOwnAccount,
  globals: onAPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('banner')).toHaveTextContent('Efua Owusu, Cashier'));
    await expect(canvas.queryByRole('button', { name: 'Switch user' })).not.toBeInTheDocument();
  },
};
