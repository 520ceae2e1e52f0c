import { readFileSync } from 'node:fs';
import { fileURLToPath, URL as FileUrl } from 'node:url';
import { useRef } from 'react';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RECEIPT_COPIED_RESET_MS } from '../domain/constants';
import { SCREEN_TEXT } from '../domain/messages';
import { printReceipt } from './print-receipt';
import { CopyReceiptButton, PrintReceiptButton, Receipt, RECEIPT_COPY_FAILED_TEXT, ReceiptCopyFailed, useCopyReceipt } from './receipt';

const TEXT = ["Ama's Provisions", 'Date: Mar 6, 2026 14:05', 'Order: #3F2A9C1E', 'Rice (5kg)', '  2 x ₵85.00 = ₵170.00', 'Total: ₵170.00'].join('\n');

function ReceiptCard({ text = TEXT, onCopyFailed }: { text?: string; onCopyFailed?: () => void }) {
  const receiptRef = useRef<HTMLPreElement>(null);
  const copy = useCopyReceipt(text, receiptRef, { onCopyFailed });
  return (
    <section aria-label="Sale">
      <p>Change due ₵30.00</p>
      <Receipt ref={receiptRef} text={text} />
      <ReceiptCopyFailed copy={copy} />
      <CopyReceiptButton copy={copy} />
      <PrintReceiptButton receiptRef={receiptRef} />
    </section>
  );
}

// happy-dom has no window.print; each test that prints puts a spy in its place.
const originalPrint = window.print;
function spyOnPrint() {
  const print = vi.fn();
  window.print = print;
  return print;
}

afterEach(() => {
  window.print = originalPrint;
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.querySelectorAll('style[data-receipt-test]').forEach((style) => style.remove());
});

describe('Receipt', () => {
  it('shows the text as it prints, named and reachable by keyboard', async () => {
    const user = userEvent.setup();
    render(<ReceiptCard />);
    const receipt = screen.getByLabelText('Receipt');
    expect(receipt.tagName).toBe('PRE');
    expect(receipt.textContent).toBe(TEXT);
    await user.tab();
    expect(receipt).toHaveFocus();
  });
});

describe('Copy Receipt', () => {
  it("copies the text, says 'Copied!', and is back after 2000 ms", async () => {
    vi.useFakeTimers();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    render(<ReceiptCard />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: SCREEN_TEXT.copyReceipt }));
    });
    expect(writeText).toHaveBeenCalledWith(TEXT);
    const button = screen.getByRole('button', { name: 'Copied!' });
    expect(button).toHaveAttribute('aria-live', 'polite');

    act(() => vi.advanceTimersByTime(RECEIPT_COPIED_RESET_MS - 1));
    expect(button).toHaveAccessibleName('Copied!');
    act(() => vi.advanceTimersByTime(1));
    expect(button).toHaveAccessibleName(SCREEN_TEXT.copyReceipt);
  });

  it('forgets the confirmation when the receipt changes (another sale)', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    const user = userEvent.setup();
    const { rerender } = render(<ReceiptCard />);
    await user.click(screen.getByRole('button', { name: SCREEN_TEXT.copyReceipt }));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    rerender(<ReceiptCard text={`${TEXT}\nAnother sale`} />);
    expect(screen.getByRole('button', { name: SCREEN_TEXT.copyReceipt })).toBeInTheDocument();
  });

  it('selects the text and says how to copy it when the clipboard is refused', async () => {
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const onCopyFailed = vi.fn();
    const user = userEvent.setup();
    render(<ReceiptCard onCopyFailed={onCopyFailed} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: SCREEN_TEXT.copyReceipt }));
    expect(screen.getByRole('alert')).toHaveTextContent(RECEIPT_COPY_FAILED_TEXT);
    expect(window.getSelection()?.toString()).toBe(TEXT);
    expect(onCopyFailed).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: SCREEN_TEXT.copyReceipt })).toBeInTheDocument();

    // Refused again after the selection was lost: selected again.
    window.getSelection()?.removeAllRanges();
    await user.click(screen.getByRole('button', { name: SCREEN_TEXT.copyReceipt }));
    expect(window.getSelection()?.toString()).toBe(TEXT);
  });
});

/** The receipt stylesheet's print rules, with CSS Modules' `:global()` unwrapped and the local class names given. */
function printRules(classes: Record<string, string>): string {
  const source = readFileSync(fileURLToPath(new FileUrl('./receipt.module.css', import.meta.url)), 'utf8');
  return source
    .replace(/:global\(((?:[^()]|\([^()]*\))+)\)/g, '$1')
    .replace(/\.(receipt|copyFailed)\b/g, (_, name: string) => `.${classes[name] ?? name}`)
    .replace(/@media print and \(max-width: 62mm\)/, '@media print');
}

/** The elements that a print rule with `display: none` hides under `root`. */
function hiddenInPrint(root: Document | ShadowRoot, css: string): Set<Element> {
  const style = document.createElement('style');
  style.dataset.receiptTest = '';
  style.textContent = css;
  document.head.append(style);
  const hidden = new Set<Element>();
  for (const rule of style.sheet?.cssRules ?? []) {
    if (!(rule instanceof CSSMediaRule) || !rule.media.mediaText.includes('print')) continue;
    for (const inner of rule.cssRules) {
      if (inner instanceof CSSStyleRule && inner.style.getPropertyValue('display') === 'none') {
        for (const element of root.querySelectorAll(inner.selectorText)) hidden.add(element);
      }
    }
  }
  style.remove();
  return hidden;
}

describe('Print Receipt', () => {
  it('prints through window.print', async () => {
    const print = spyOnPrint();
    const user = userEvent.setup();
    render(<ReceiptCard />);
    await user.click(screen.getByRole('button', { name: SCREEN_TEXT.printReceipt }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('prints only the receipt: everything that neither is nor holds it is hidden', () => {
    render(
      <main>
        <h1>Sales History</h1>
        <ReceiptCard />
      </main>,
    );
    const receipt = screen.getByLabelText('Receipt');
    const hidden = hiddenInPrint(document, printRules({ receipt: receipt.classList[0] ?? 'receipt' }));
    const card = screen.getByRole('region', { name: 'Sale' });
    expect(hidden).toContain(screen.getByRole('heading', { name: 'Sales History' }));
    expect(hidden).toContain(within(card).getByText('Change due ₵30.00'));
    for (const button of within(card).getAllByRole('button')) expect(hidden).toContain(button);
    for (let node: Element | null = receipt; node; node = node.parentElement) expect(hidden).not.toContain(node);
  });

  it('hides nothing on a page without a receipt, so other screens print as they are', () => {
    render(
      <main>
        <h1>Sales History</h1>
        <p>2 sales</p>
      </main>,
    );
    expect(hiddenInPrint(document, printRules({ receipt: 'receipt-class' })).size).toBe(0);
  });

  it('in a shadow root, while Print Receipt prints, hides the rest of the widget and the page around its host', () => {
    const print = spyOnPrint();
    document.body.innerHTML = '<header id="partner">Partner shop</header><div id="wrap"><div id="host"></div></div>';
    const host = document.getElementById('host') as HTMLElement;
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<div id="till"><button id="pay">Pay</button><div id="dialog"><pre class="rc" id="r">Receipt text</pre><button id="copy">Copy</button></div></div>';
    const receipt = shadow.getElementById('r') as HTMLElement;

    // Printed with the receipt open but not through Print Receipt, the widget prints as it is.
    expect(hiddenInPrint(shadow, printRules({ receipt: 'rc' })).size).toBe(0);
    // The stylesheet linked in the partner's own page hides nothing there: the receipt is in the shadow root.
    expect(hiddenInPrint(document, printRules({ receipt: 'rc' })).size).toBe(0);

    printReceipt(receipt);
    expect(print).toHaveBeenCalledOnce();
    const hidden = hiddenInPrint(shadow, printRules({ receipt: 'rc' }));
    expect([...hidden].map((element) => element.id).sort()).toEqual(['copy', 'pay']);
    // A print-only constructable stylesheet, never a <style> element (a strict CSP refuses those).
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
    // (Its print-only media is checked in Chromium: happy-dom keeps no media on constructed sheets.)
    const pageSheet = document.adoptedStyleSheets.at(-1);
    expect([...(pageSheet?.cssRules ?? [])].map((rule) => rule.cssText).join('\n')).toContain('body *:not([data-shop-receipt-path])');
    expect([host, document.getElementById('wrap'), document.body].every((node) => node?.hasAttribute('data-shop-receipt-path'))).toBe(true);
    expect(document.getElementById('partner')).not.toHaveAttribute('data-shop-receipt-path');

    window.dispatchEvent(new Event('afterprint'));
    expect(document.adoptedStyleSheets).not.toContain(pageSheet);
    expect(host).not.toHaveAttribute('data-shop-receipt-path');
    document.body.innerHTML = '';
  });
});
