import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTests } from '@shop/shared/session';
import { accentRules, luminanceOfRgb, textOnAccent } from './accent';
import { manifestCssFiles } from './remote-styles';
import { saleEventDetail } from './sale-event';
import { SAMPLE_BUSINESS, saleOf, sampleStaffMember, testShop } from '@shop/shared/testing';
import { CREDIT_MESSAGES, STAFF_MESSAGES } from '@shop/shared/domain';
import { render, screen } from '@testing-library/react';
import { SAMPLE_CUSTOMERS, SAMPLE_PRODUCTS } from '../testing/render-till';
import { WidgetFrame } from './widget-app';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as widget from './index';
import { mount, WIDGET_EVENTS } from './index';

/** The suite's loader script, as partner pages get it. */
const LOADER = readFileSync(path.resolve(import.meta.dirname, '../../../shell/widget-loader/pos-widget.js'), 'utf8');

let host: HTMLElement;

beforeEach(() => {
  resetSessionForTests();
  host = document.createElement('div');
  document.body.append(host);
});

afterEach(() => {
  host.remove();
  vi.restoreAllMocks();
  resetSessionForTests();
});

const shadow = () => within(host.shadowRoot as unknown as HTMLElement);

describe('mount(element, options)', () => {
  it('renders into a shadow root and shows its own log-in when nobody is signed in', async () => {
    const unmount = mount(host, { backend: { type: 'local', dbName: `widget-${Math.random()}` } });
    expect(host.shadowRoot).not.toBeNull();
    expect(await shadow().findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(host.children).toHaveLength(0);
    unmount();
    expect(host.shadowRoot?.childNodes).toHaveLength(0);
  });

  it('shows a failed log-in with the provider message turned into words', async () => {
    const unmount = mount(host, { backend: { type: 'local', dbName: `widget-${Math.random()}` } });
    const user = userEvent.setup();
    const view = shadow();
    await user.type(await view.findByLabelText(/Email/), 'nobody@example.com');
    await user.type(view.getByLabelText(/Password/), 'not-a-password');
    await user.click(view.getByRole('button', { name: 'Log in' }));
    expect(await view.findByRole('alert')).toHaveTextContent('Incorrect email or password.');
    unmount();
  });

  it('explains, inside the widget, why a Firebase config it was given cannot start', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const unmount = mount(host, { firebase: { authDomain: 'shop.example.com' } });
    // The Firebase adapter's code loads first: more than Testing Library's one second on a busy machine.
    const alert = await shadow().findByRole('alert', {}, { timeout: 15_000 });
    expect(alert).toHaveTextContent('The till could not start.');
    expect(alert).toHaveTextContent(/has no apiKey or projectId/);
    expect(error).toHaveBeenCalled();
    unmount();
  }, 30_000);

  it("a search inside the widget that finds nothing fails saying what the widget shows (the test set-up's message for a shadow root)", async () => {
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = '<p>Log in</p>';
    await expect(shadow().findByRole('alert', {}, { timeout: 50 })).rejects.toThrow(/Unable to find role="alert"[\s\S]*<p>Log in<\/p>/);
  });

  it('re-colours its theme roots with a valid accent, in an adopted stylesheet, and ignores anything else', () => {
    const unmount = mount(host, { accent: '#0e7490', backend: { type: 'local', dbName: `widget-${Math.random()}` } });
    const root = host.shadowRoot as ShadowRoot;
    // No <style> element: a strict Content-Security-Policy refuses those.
    expect(root.querySelectorAll('style')).toHaveLength(0);
    const adopted = root.adoptedStyleSheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n');
    expect(adopted).toMatch(/--shop-color-accent:\s*#0e7490/);
    unmount();
    expect(root.adoptedStyleSheets).toHaveLength(0);
    expect(accentRules('red; } body { display: none', null)).toBe('');
  });

  it('signs a new owner up and verifies the address inside itself on the local backend, then signs in', async () => {
    const events: string[] = [];
    for (const type of Object.values(WIDGET_EVENTS)) host.addEventListener(type, (event) => events.push(event.type));
    const unmount = mount(host, { backend: { type: 'local', dbName: `widget-${Math.random()}` } });
    const user = userEvent.setup();
    const view = shadow();
    await user.click(await view.findByRole('button', { name: 'Create an account' }));
    // The sign-up's code loads when it is asked for.
    await user.click(await view.findByRole('button', { name: 'Create account' }));
    expect(await view.findByText('Business name is required.')).toBeInTheDocument();
    const typed: [RegExp, string][] = [
      [/^Business name/, 'Adjoa Kitchen'],
      [/^Owner name/, 'Adjoa Mensah'],
      [/^Business type/, 'Restaurant'],
      [/^Phone/, '+233 24 555 0100'],
      [/^Address/, '4 Cantonments Road, Accra'],
      [/^Email/, 'adjoa@example.com'],
      [/^Password/, 'Jollof-2026'],
      [/^Confirm password/, 'Jollof-2026'],
    ];
    for (const [label, value] of typed) await user.type(view.getByLabelText(label), value);
    await user.click(view.getByRole('button', { name: 'Create account' }));
    await user.click(await view.findByRole('button', { name: 'Verify your email address' }));
    expect(await view.findByRole('heading', { name: 'Your email is verified' })).toBeInTheDocument();
    await user.click(view.getByRole('button', { name: 'Go to log in' }));
    expect(view.getByLabelText(/^Email/)).toHaveValue('adjoa@example.com');
    await user.type(view.getByLabelText(/^Password/), 'Jollof-2026');
    await user.click(view.getByRole('button', { name: 'Log in' }));
    expect(await view.findByRole('button', { name: 'Log out' })).toBeInTheDocument();
    await waitFor(() => expect(events).toEqual(['pos-widget:ready', 'pos-widget:signed-in']));
    await user.click(view.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(events).toEqual(['pos-widget:ready', 'pos-widget:signed-in', 'pos-widget:signed-out']));
    unmount();
  });

  it('tells its element when it is ready, and when the start fails', async () => {
    const events: string[] = [];
    for (const type of Object.values(WIDGET_EVENTS)) host.addEventListener(type, (event) => events.push(event.type));
    const unmount = mount(host, { backend: { type: 'local', dbName: `widget-${Math.random()}` } });
    await waitFor(() => expect(events).toEqual(['pos-widget:ready']));
    unmount();

    // One session per page: a widget started on another backend needs a page of its own.
    resetSessionForTests();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = mount(host, { firebase: { authDomain: 'shop.example.com' } });
    await waitFor(() => expect(events).toEqual(['pos-widget:ready', 'pos-widget:error']));
    failed();
  });
});

describe('the loader (/widget/pos-widget.js) and <pos-widget>', () => {
  beforeEach(() => {
    // The loader finds the suite from its own address, and the till's bundle as the page global it sets.
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => ({ src: 'https://suite.example/widget/v1/pos-widget.js' }) });
    window.ShopPosTill = { load: async () => widget };
    if (!customElements.get('pos-widget')) new Function(LOADER)();
  });

  afterEach(() => {
    Reflect.deleteProperty(document, 'currentScript');
    Reflect.deleteProperty(window, 'ShopPosTill');
  });

  it('defines the element, mounts the till from its attributes, re-mounts on a change and unmounts on removal', async () => {
    const element = document.createElement('pos-widget');
    element.setAttribute('backend', JSON.stringify({ type: 'local', dbName: `element-${Math.random()}` }));
    element.setAttribute('accent', 'rebeccapurple');
    const ready: Event[] = [];
    element.addEventListener('pos-widget:ready', (event) => ready.push(event));
    document.body.append(element);
    const inside = () => within(element.shadowRoot as unknown as HTMLElement);
    await waitFor(() => expect(inside().getByRole('button', { name: 'Log in' })).toBeInTheDocument());
    await waitFor(() => expect(ready).toHaveLength(1));
    expect(ready[0]).toMatchObject({ bubbles: true, composed: true });

    element.setAttribute('theme', 'dark');
    await waitFor(() => expect(ready).toHaveLength(2));
    expect(element.shadowRoot?.querySelector('[data-theme="dark"]')).not.toBeNull();

    element.remove();
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
    expect((window as { PosWidget?: { version: string } }).PosWidget?.version).toBe('1');
  });

  it('offers Pay later only when the element has the pay-later attribute (and not pay-later="false")', async () => {
    const mounted: widget.PosWidgetOptions[] = [];
    window.ShopPosTill = {
      load: async () => ({
        ...widget,
        mount: (_element: HTMLElement, options: widget.PosWidgetOptions = {}) => {
          mounted.push(options);
          return () => undefined;
        },
      }),
    };
    // A loader of its own (the page's one has loaded the real till already), under another tag.
    const posWidget = (window as { PosWidget?: unknown }).PosWidget;
    new Function(LOADER.replace("var TAG = 'pos-widget';", "var TAG = 'pos-widget-pay-later';"))();
    (window as { PosWidget?: unknown }).PosWidget = posWidget;
    const element = document.createElement('pos-widget-pay-later');
    document.body.append(element);
    await waitFor(() => expect(mounted).toHaveLength(1));
    expect(mounted[0]).not.toHaveProperty('payLater');
    element.setAttribute('pay-later', '');
    await waitFor(() => expect(mounted).toHaveLength(2));
    expect(mounted[1]).toMatchObject({ payLater: true });
    element.setAttribute('pay-later', 'false');
    await waitFor(() => expect(mounted).toHaveLength(3));
    expect(mounted[2]).not.toHaveProperty('payLater');
    element.remove();
  });

  it('reports invalid JSON in an attribute and starts on the local backend', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.createElement('pos-widget');
    element.setAttribute('backend', '{not json');
    document.body.append(element);
    await waitFor(() => expect(error).toHaveBeenCalledWith('<pos-widget>: the backend attribute is not valid JSON', expect.any(SyntaxError)));
    element.remove();
  });
});

describe('Pay later in the widget', () => {
  const start = () => ({ status: 'ready' as const, backend: testShop({ business: SAMPLE_BUSINESS, products: SAMPLE_PRODUCTS, customers: SAMPLE_CUSTOMERS }).backend });

  it('is off unless the host turns it on', async () => {
    const off = render(<WidgetFrame start={start()} />);
    expect(await screen.findByRole('button', { name: /^Rice \(5kg\)/ })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: CREDIT_MESSAGES.payLater })).not.toBeInTheDocument();
    off.unmount();

    render(<WidgetFrame start={start()} till={{ payLater: true }} />);
    await screen.findByRole('button', { name: /^Rice \(5kg\)/ });
    expect(screen.getByRole('checkbox', { name: CREDIT_MESSAGES.payLater })).toBeInTheDocument();
  });
});

describe('staff at the widget', () => {
  it('shows the PIN pad while the till is locked, works as the member who unlocks it, and switches user', async () => {
    const user = userEvent.setup();
    const shop = testShop({ business: SAMPLE_BUSINESS, products: SAMPLE_PRODUCTS, staff: [sampleStaffMember()], till: { locked: true } });
    render(<WidgetFrame start={{ status: 'ready', backend: shop.backend }} />);
    expect(await screen.findByRole('heading', { name: STAFF_MESSAGES.tillLocked })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Rice \(5kg\)/ })).not.toBeInTheDocument();

    // One member: the pad asks for her PIN at once.
    await user.type(screen.getByLabelText('PIN'), '1111');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STAFF_MESSAGES.pinWrong(4));

    await user.clear(screen.getByLabelText('PIN'));
    await user.type(screen.getByLabelText('PIN'), '2580');
    await user.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByRole('button', { name: /^Rice \(5kg\)/ })).toBeInTheDocument();
    expect(screen.getByText('Efua Owusu · Cashier')).toBeInTheDocument();
    expect(shop.backend.currentOperator()).toMatchObject({ id: 'staff-efua', role: 'cashier' });

    await user.click(screen.getByRole('button', { name: 'Switch user' }));
    expect(await screen.findByRole('heading', { name: STAFF_MESSAGES.tillLocked })).toBeInTheDocument();
    expect(shop.backend.currentOperator()).toBeNull();
  });
});

describe('styles and colours', () => {
  it('collects every CSS file of the exposes and shared modules from the manifest', () => {
    expect(
      manifestCssFiles({
        exposes: [{ assets: { css: { sync: ['a.css'], async: ['b.css'] } } }, { assets: { css: { sync: ['a.css'], async: [] } } }],
        shared: [{ assets: { css: { sync: ['ui.css'], async: [] } } }, {}],
      }),
    ).toEqual(['a.css', 'b.css', 'ui.css']);
  });

  it('puts dark text on light accents and white on dark ones', () => {
    expect(textOnAccent(luminanceOfRgb('rgb(245, 158, 11)'))).toBe('#1c1407');
    expect(textOnAccent(luminanceOfRgb('rgb(14, 116, 144)'))).toBe('#ffffff');
    expect(textOnAccent(luminanceOfRgb('oklch(0.5 0.1 200)'))).toBe('#1c1407');
  });
});

describe('the sale a partner hears of', () => {
  const OWNER = { id: 'owner-1', name: 'Ama Mensah' };

  it('says who sold it: the staff member stamped on the sale, else the owner', () => {
    const sale = saleOf({ lines: [{ id: 'airtime', priceMinor: 1000, quantity: 1 }] });
    expect(saleEventDetail(sale, OWNER).soldBy).toEqual(OWNER);
    expect(saleEventDetail({ ...sale, madeBy: { id: 'm-esi', name: 'Esi' } }, OWNER).soldBy).toEqual({ id: 'm-esi', name: 'Esi' });
  });

  it('carries what each method took, the change off the cash, and nothing of the customer', () => {
    const sale = saleOf({ id: 'abcd1234-widget', lines: [{ id: 'airtime', priceMinor: 1000, quantity: 7 }], customer: { id: 'c-1', name: 'Kofi Boateng' } });
    const split = { ...sale, paymentMethod: 'Mobile Money' as const, payments: [{ method: 'Mobile Money' as const, minor: 5000 }, { method: 'Cash' as const, minor: 2500 }], tenderedMinor: 7500, changeMinor: 500 };
    expect(saleEventDetail(split, OWNER)).toEqual({
      orderId: '#ABCD1234',
      saleId: 'abcd1234-widget',
      total: 70,
      totalMinor: 7000,
      currency: 'GHS',
      paymentMethod: 'Mobile Money',
      payments: [
        { method: 'Mobile Money', amount: 50, minor: 5000 },
        { method: 'Cash', amount: 20, minor: 2000 },
      ],
      items: 7,
      paid: 70,
      paidMinor: 7000,
      owed: 0,
      owedMinor: 0,
      dueOn: null,
      soldBy: OWNER,
    });
    expect(saleEventDetail(sale, OWNER).payments).toEqual([{ method: 'Cash', amount: 70, minor: 7000 }]);
  });

  it('says what a sale on credit took now and put on the account, in major and minor units, with no cost or profit', () => {
    const customer = { id: 'c-1', name: 'Kofi Boateng' };
    const lines = [{ id: 'airtime', priceMinor: 1050, quantity: 7, costMinor: 800 }];
    const partPaid = saleOf({ id: 'abcd1234-credit', lines, customer, tenderedMinor: 2000, paymentMethod: 'Mobile Money', credit: { dueOn: '2026-12-22' } });
    const detail = saleEventDetail(partPaid, OWNER);
    expect(detail).toMatchObject({
      total: 73.5,
      totalMinor: 7350,
      paid: 20,
      paidMinor: 2000,
      owed: 53.5,
      owedMinor: 5350,
      dueOn: '2026-12-22',
      payments: [{ method: 'Mobile Money', amount: 20, minor: 2000 }],
    });
    expect(Object.keys(detail).filter((key) => /cost|profit|customer/i.test(key))).toEqual([]);
    expect(JSON.stringify(detail)).not.toContain('Kofi');

    const split = saleOf({ lines, customer, payments: [{ method: 'Cash', minor: 1000 }, { method: 'Card', minor: 1500 }], credit: { dueOn: '2026-12-22' } });
    expect(saleEventDetail(split, OWNER)).toMatchObject({ paidMinor: 2500, owedMinor: 4850, payments: [{ method: 'Cash', minor: 1000 }, { method: 'Card', minor: 1500 }] });
    // Nothing paid now: no method took anything.
    const nothingPaid = saleEventDetail(saleOf({ lines, customer, credit: { dueOn: '2026-12-22' } }), OWNER);
    expect(nothingPaid).toMatchObject({ paid: 0, paidMinor: 0, owed: 73.5, owedMinor: 7350, payments: [] });
  });
});
