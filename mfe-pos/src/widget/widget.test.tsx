import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetSessionForTests } from '@shop/shared/session';
import { accentRules, luminanceOfRgb, textOnAccent } from './accent';
import { manifestCssFiles } from './remote-styles';
import { mount, optionsFromAttributes, POS_WIDGET_TAG } from './index';

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
    const alert = await shadow().findByRole('alert');
    expect(alert).toHaveTextContent('The till could not start.');
    expect(alert).toHaveTextContent(/has no apiKey or projectId/);
    expect(error).toHaveBeenCalled();
    unmount();
  });

  it('re-colours its theme roots with a valid accent and ignores anything else', () => {
    const unmount = mount(host, { accent: '#0e7490', backend: { type: 'local', dbName: `widget-${Math.random()}` } });
    const styles = [...(host.shadowRoot?.querySelectorAll('style') ?? [])].map((s) => s.textContent).join('\n');
    expect(styles).toContain('--shop-color-accent: #0e7490');
    unmount();
    expect(accentRules('red; } body { display: none', null)).toBe('');
  });
});

describe('<pos-widget>', () => {
  it('is registered and mounts itself from its attributes', async () => {
    expect(customElements.get(POS_WIDGET_TAG)).toBeDefined();
    const element = document.createElement(POS_WIDGET_TAG);
    element.setAttribute('backend', JSON.stringify({ type: 'local', dbName: `element-${Math.random()}` }));
    element.setAttribute('accent', 'rebeccapurple');
    document.body.append(element);
    await waitFor(() => expect(within(element.shadowRoot as unknown as HTMLElement).getByRole('button', { name: 'Log in' })).toBeInTheDocument());
    element.remove();
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
  });

  it('reads its options from attributes, ignoring invalid JSON', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.createElement('div');
    element.setAttribute('accent', '#123456');
    element.setAttribute('theme', 'dark');
    element.setAttribute('firebase-config', '{"apiKey":"k"}');
    element.setAttribute('backend', '{not json');
    expect(optionsFromAttributes(element)).toEqual({ accent: '#123456', theme: 'dark', firebase: { apiKey: 'k' } });
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
