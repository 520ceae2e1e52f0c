import type { Meta, StoryObj } from '@storybook/react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ERROR_MESSAGES, FIELD_MESSAGES, VALIDATION_MESSAGES, createCustomerIndex, customerPurchases, formatMinor } from '@shop/shared/domain';
import { BackendProvider } from '@shop/shared/session';
import {
  answerSure,
  askToDelete,
  demoCustomer,
  demoShop,
  dialog,
  inContainer,
  onADesktop,
  onAPhone,
  openDialog,
  pressSave,
  saveAndClose,
  searchFor,
  seededShop,
  withSalesFailing,
  storedCustomers,
} from '@shop/shared/testing';
import type { Loaded } from '@shop/shared/testing';
import { Customers } from './customers-screen';

// The screen as the remote mounts it (measured by its own width), on a seeded shop of the real
// local adapter, through the same session hooks as the app.

const meta = {
  title: 'Customers/All Customers',
  component: Customers,
  decorators: [inContainer],
  parameters: { shop: 'busy' },
} satisfies Meta<typeof Customers>;

export default meta;
type Story = StoryObj<typeof meta>;

const search = (canvasElement: HTMLElement, query: string) => searchFor(canvasElement, 'Search customers', query);

// ------------------------------------------------------------------ the shop's list

/** Akosua's regulars in Accra, newest first, with their e-mail and mobile money numbers. */
export const BusyShop: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const { customers } = demoShop(loaded);
    await expect(await canvas.findByText(`${customers.length} customers`)).toBeInTheDocument();
    const kwame = demoCustomer(loaded, 'Kwame Asante');
    await expect(canvas.getByText(kwame.phone)).toBeInTheDocument();
  },
};

/** Mama Chi Stores' customers in Lagos. */
export const NairaShop: Story = {
  parameters: { shop: 'busy-naira' },
  play: async ({ canvasElement, loaded }) => {
    await expect(await within(canvasElement).findByText(demoCustomer(loaded, 'Ngozi Nwosu').phone)).toBeInTheDocument();
  },
};

export const OnAPhone: Story = { globals: onAPhone };

export const OnADesktop: Story = { globals: onADesktop };

/** Long names, no contact details, and markup in a name shown as plain text. */
export const LongNames: Story = {
  beforeEach: async ({ loaded }) => {
    const { backend, uid } = seededShop(loaded);
    await backend.addCustomer(uid, { name: 'Nana Akosua Serwaa Adjoa Mensah-Bonsu Owusu-Ansah of Asante Mampong', email: 'nana.akosua.serwaa.mensah-bonsu@very-long-company-name.example.com', phone: '+233 24 555 0199' });
    await backend.addCustomer(uid, { name: '<script>alert("hi")</script> Kojo', email: '', phone: '' });
  },
  globals: onAPhone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('<script>alert("hi")</script> Kojo')).toBeInTheDocument();
    await expect(canvasElement.querySelector('script')).toBeNull();
  },
};

/** A thousand customers: the list stays windowed. */
export const ThousandCustomers: Story = {
  parameters: { shop: 'huge' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1,000 customers')).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem').length).toBeLessThan(100);
  },
};

// ------------------------------------------------------------------ loading, empty, failing

export const Loading: Story = {
  parameters: { shop: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading customers…')).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: { shop: 'empty' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No customers yet' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add your first customer' }));
    await expect(await screen.findByRole('dialog', { name: 'Add customer' })).toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  parameters: { shop: 'failing' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.customersLoadFailed);
  },
};

export const SignedOut: Story = {
  parameters: { shop: 'signed-out' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: VALIDATION_MESSAGES.notLoggedIn })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Go to the home page to log in' })).toBeInTheDocument();
  },
};

// ------------------------------------------------------------------ search

export const SearchByName: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { customers } = demoShop(loaded);
    await search(canvasElement, 'owusu');
    const found = createCustomerIndex(customers).search('owusu');
    await expect(await within(canvasElement).findByText(`Showing ${found.length} of ${customers.length} customers`)).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Ama Owusu')).toBeInTheDocument();
  },
};

export const SearchByPhone: Story = {
  play: async ({ canvasElement, loaded }) => {
    const { customers } = demoShop(loaded);
    const digits = demoCustomer(loaded, 'Abena Darko').phone.slice(-7);
    await search(canvasElement, digits);
    const found = createCustomerIndex(customers).search(digits);
    await expect(await within(canvasElement).findByText(`Showing ${found.length} of ${customers.length} customers`)).toBeInTheDocument();
    await expect(within(canvasElement).getByText('Abena Darko')).toBeInTheDocument();
  },
};

export const SearchWithNoMatch: Story = {
  play: async ({ canvasElement }) => {
    await search(canvasElement, 'Zainab');
    await expect(await within(canvasElement).findByRole('heading', { name: 'No customers match' })).toBeInTheDocument();
  },
};

// ------------------------------------------------------------------ purchases

/** A regular's purchases, with what they spent in total, from the shop's own sales. */
export const OpenPurchases: Story = {
  play: async ({ canvasElement, loaded }) => {
    const ama = demoCustomer(loaded, 'Ama Owusu');
    const { sales, totals } = customerPurchases(demoShop(loaded).sales, ama.id);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Purchases of Ama Owusu' }));
    const purchases = await screen.findByRole('dialog', { name: 'Ama Owusu' });
    for (const total of totals) await expect((await within(purchases).findAllByText(formatMinor(total.minor, total.currency))).length).toBeGreaterThan(0);
    await expect(within(purchases).getByRole('region', { name: 'Purchases of Ama Owusu' })).toBeInTheDocument();
    await expect(purchases).toHaveTextContent(`Purchases${sales.length}`);
  },
};

/** A customer added today has bought nothing yet. */
export const NewCustomerHasNoPurchases: Story = {
  beforeEach: async ({ loaded }) => {
    const { backend, uid } = seededShop(loaded);
    await backend.addCustomer(uid, { name: 'Selorm Agbeko', email: '', phone: '+233 55 123 9876' });
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Purchases of Selorm Agbeko' }));
    await expect(await dialog().findByRole('heading', { name: 'No purchases yet' })).toBeInTheDocument();
  },
};

/** The list loads, but the sales behind the purchases cannot be read. */
export const PurchasesLoadFailed: Story = {
  decorators: [
    (Story, { loaded }) => (
      <BackendProvider backend={withSalesFailing(seededShop(loaded).backend)}>
        <Story />
      </BackendProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Purchases of Ama Owusu' }));
    await expect(await dialog().findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.salesHistoryLoadFailed);
  },
};

// ------------------------------------------------------------------ adding, editing, deleting

/** Save refused without a name, then with a bad e-mail; then saved and written to the shop. */
export const AddCustomer: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await openDialog(canvasElement, 'Add customer');
    await pressSave();
    await expect(await dialog().findByText(FIELD_MESSAGES.customerNameRequired)).toBeInTheDocument();
    await expect(dialog().getByLabelText(/^Name/)).toHaveFocus();

    await userEvent.type(dialog().getByLabelText(/^Name/), 'Yaa Asantewaa');
    await userEvent.type(dialog().getByLabelText(/^Email/), 'yaa@');
    await userEvent.type(dialog().getByLabelText(/^Phone/), '020 555 0123');
    await pressSave();
    await expect(await dialog().findByText(FIELD_MESSAGES.emailInvalid)).toBeInTheDocument();

    await userEvent.type(dialog().getByLabelText(/^Email/), 'ejisu.example.com');
    await saveAndClose();
    await expect(await canvas.findByText('Yaa Asantewaa')).toBeInTheDocument();
    await expect(canvas.getByText(`${demoShop(loaded).customers.length + 1} customers`)).toBeInTheDocument();

    const saved = (await storedCustomers(loaded)).find((customer) => customer.name === 'Yaa Asantewaa');
    await expect(saved).toMatchObject({ email: 'yaa@ejisu.example.com', phone: '020 555 0123' });
  },
};

export const EditCustomer: Story = {
  play: async ({ canvasElement, loaded }) => {
    await openDialog(canvasElement, 'Edit Kwame Asante', 'Edit customer');
    const phoneField = dialog().getByLabelText(/^Phone/);
    await userEvent.clear(phoneField);
    await userEvent.type(phoneField, '+233 27 555 0177');
    await saveAndClose();
    await expect(await within(canvasElement).findByText('+233 27 555 0177')).toBeInTheDocument();
    const saved = (await storedCustomers(loaded)).find((customer) => customer.name === 'Kwame Asante');
    await expect(saved?.phone).toBe('+233 27 555 0177');
  },
};

/** 'Sure?' → No: the customer stays, on screen and in the shop. */
export const DeleteAnsweredNo: Story = {
  play: async ({ canvasElement, loaded }) => {
    const confirm = await askToDelete(canvasElement, 'Kofi Agyeman');
    await expect(confirm).toHaveTextContent('Kofi Agyeman will be deleted from your customers. Their past sales are kept.');
    await answerSure(confirm, 'no');
    await expect(within(canvasElement).getByText('Kofi Agyeman')).toBeInTheDocument();
    await expect((await storedCustomers(loaded)).some((customer) => customer.name === 'Kofi Agyeman')).toBe(true);
  },
};

/** 'Sure?' → Yes: the customer is gone, on screen and in the shop. */
export const DeleteAnsweredYes: Story = {
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    await answerSure(await askToDelete(canvasElement, 'Kofi Agyeman'), 'yes');
    await waitFor(() => expect(canvas.queryByText('Kofi Agyeman')).not.toBeInTheDocument());
    await expect(canvas.getByText(`${demoShop(loaded).customers.length - 1} customers`)).toBeInTheDocument();
    await expect((await storedCustomers(loaded)).some((customer) => customer.name === 'Kofi Agyeman')).toBe(false);
  },
};

/** A failed delete is only logged (docs/product-rules.md); the customer stays. */
export const DeleteFails: Story = {
  parameters: { shop: { seed: 'busy', fail: 'writes' }, expectedConsoleErrors: ['Failed to delete customer'] },
  play: async ({ canvasElement }) => {
    await answerSure(await askToDelete(canvasElement, 'Kofi Agyeman'), 'yes');
    await expect(within(canvasElement).getByText('Kofi Agyeman')).toBeInTheDocument();
  },
};

/** The list loads but the save is refused: the message is shown and nothing typed is lost. */
export const SaveFails: Story = {
  parameters: { shop: { seed: 'busy', fail: 'writes' } },
  play: async ({ canvasElement }) => {
    await openDialog(canvasElement, 'Add customer');
    await userEvent.type(dialog().getByLabelText(/^Name/), 'Yaa Asantewaa');
    await userEvent.type(dialog().getByLabelText(/^Phone/), '020 555 0123');
    await pressSave();
    await expect(await dialog().findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.customerSaveFailed);
    await expect(dialog().getByLabelText(/^Name/)).toHaveValue('Yaa Asantewaa');
    await expect(dialog().getByLabelText(/^Phone/)).toHaveValue('020 555 0123');
  },
};

// ------------------------------------------------------------------ a cashier (issue #35)

/** A cashier at the till (staff.ts: 'edit-customers' no): added by the owner's account, then unlocked with their PIN. */
async function cashierAtTill({ loaded }: { loaded: Loaded }) {
  const { backend, uid } = seededShop(loaded);
  await backend.saveStaffMember(uid, 'staff-efua', { name: 'Efua Owusu', role: 'cashier', pin: '2580' });
  backend.lockTill();
  await backend.unlockTill(uid, 'staff-efua', '2580');
}

/** A cashier sees names and phones, adds a customer with a name and phone only, and has no Edit or Delete. */
export const AsACashier: Story = {
  globals: onADesktop,
  beforeEach: cashierAtTill,
  play: async ({ canvasElement, loaded }) => {
    const canvas = within(canvasElement);
    const kwame = demoCustomer(loaded, 'Kwame Asante');
    await search(canvasElement, kwame.name);
    await expect(await canvas.findByText(kwame.phone)).toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: `Edit ${kwame.name}` })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: `Delete ${kwame.name}` })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Add customer' }));
    const form = await screen.findByRole('dialog', { name: 'Add customer' });
    await expect(within(form).getByRole('textbox', { name: /Phone/ })).toBeInTheDocument();
    await expect(within(form).queryByRole('textbox', { name: /Email/ })).not.toBeInTheDocument();
  },
};

export const AsACashierOnAPhone: Story = { ...AsACashier, globals: onAPhone };

/** Past the trial and its grace: view-only. The customers are listed; none is added (docs/product-rules.md, 'Plans'). */
export const ViewOnly: Story = {
  parameters: { shop: { seed: 'busy', signedUpDaysAgo: 35 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = await canvas.findByRole('status', { name: 'View-only' });
    await expect(within(note).getByRole('link', { name: 'Upgrade' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Add customer' })).not.toBeInTheDocument();
  },
};
