// The widget's plain-bundle renderer (widget-renderer.ts) keeps the React DOM behaviours the till
// relies on, on Preact: fields that keep what the till rendered, and autoFocus when a field appears.
// Written with createElement, as the till's JSX becomes in that bundle.
import { afterEach, describe, expect, test } from 'vitest';
import { createElement as h, useState } from 'preact/compat';
import type { ComponentChild } from 'preact';
import { createRoot } from './widget-renderer';

let host: HTMLElement;
let root: ReturnType<typeof createRoot> | undefined;

function render(node: ComponentChild): void {
  host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(node);
}

/** Lets Preact render what an event changed, and the renderer look at the field after it. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

function type(field: HTMLInputElement, text: string): void {
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  root?.unmount();
  root = undefined;
  host?.remove();
});

describe('the widget renderer', () => {
  test('a field whose handler keeps digits only shows digits only, as the quantity field does', async () => {
    function Quantity() {
      const [draft, setDraft] = useState('3');
      return h('input', { 'aria-label': 'Quantity', value: draft, onChange: (event: Event) => setDraft((event.currentTarget as HTMLInputElement).value.replace(/[^0-9]/g, '')) });
    }
    render(h(Quantity, null));
    await settled();
    const field = host.querySelector('input')!;

    type(field, '3a');
    await settled();
    expect(field.value).toBe('3');

    type(field, '34');
    await settled();
    expect(field.value).toBe('34');

    type(field, '34x');
    await settled();
    expect(field.value).toBe('34');
  });

  test('a box whose handler waits (for a manager’s approval) stays as rendered until the till changes it', async () => {
    let approve: (() => void) | undefined;
    function PayLater() {
      const [on, setOn] = useState(false);
      return h('input', {
        type: 'checkbox',
        'aria-label': 'Pay later',
        checked: on,
        onChange: (event: Event) => {
          const wanted = (event.currentTarget as HTMLInputElement).checked;
          approve = () => setOn(wanted);
        },
      });
    }
    render(h(PayLater, null));
    await settled();
    const box = host.querySelector('input')!;

    box.click();
    await settled();
    expect(box.checked).toBe(false);

    approve?.();
    await settled();
    expect(box.checked).toBe(true);
  });

  test('of a radio group whose handler refuses the change, the chosen button stays chosen', async () => {
    function Methods() {
      const [method] = useState('Cash');
      return h(
        'div',
        null,
        ['Cash', 'Mobile Money'].map((name) => h('input', { key: name, type: 'radio', name: 'method', 'aria-label': name, checked: method === name, onChange: () => {} })),
      );
    }
    render(h(Methods, null));
    await settled();
    const cash = host.querySelector<HTMLInputElement>('[aria-label="Cash"]')!;
    const momo = host.querySelector<HTMLInputElement>('[aria-label="Mobile Money"]')!;

    momo.click();
    await settled();
    expect([cash.checked, momo.checked]).toEqual([true, false]);
  });

  test('a field with autoFocus takes focus when it appears, and not again when the till renders', async () => {
    let open: (() => void) | undefined;
    let rerender: (() => void) | undefined;
    function Discount() {
      const [opened, setOpened] = useState(false);
      const [, setCount] = useState(0);
      open = () => setOpened(true);
      rerender = () => setCount((count) => count + 1);
      return h('div', null, h('button', { type: 'button' }, 'Other'), opened ? h('input', { 'aria-label': 'Discount', autoFocus: true }) : null);
    }
    render(h(Discount, null));
    await settled();
    expect(host.querySelector('input')).toBeNull();

    open?.();
    await settled();
    const field = host.querySelector('input')!;
    expect(document.activeElement).toBe(field);
    expect(field.hasAttribute('autofocus')).toBe(false);

    host.querySelector('button')!.focus();
    rerender?.();
    await settled();
    expect(document.activeElement).toBe(host.querySelector('button'));
  });

  test('the ref the till gives a field still receives it', async () => {
    const ref: { current: HTMLInputElement | null } = { current: null };
    render(h('input', { 'aria-label': 'Amount', value: '5', onChange: () => {}, autoFocus: true, ref }));
    await settled();
    expect(ref.current).toBe(host.querySelector('input'));
  });
});
