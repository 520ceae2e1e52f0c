import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_PERSISTED_EVENT } from '@shop/shared/session';
import { AppInstall, AppUpdate, INSTALL_APP_LABEL, RELOAD_LABEL, UPDATE_READY_TEXT, UpdateReadyNotice } from './app-status';
import { resetOfflineAppForTests, startOfflineApp } from '../offline/offline-app';

afterEach(() => {
  resetOfflineAppForTests();
  Reflect.deleteProperty(navigator, 'storage');
});

/** Chromium's offer to install, as `beforeinstallprompt` brings it. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
  act(() => {
    window.dispatchEvent(offer);
  });
  return offer;
}

describe('the frame’s update notice', () => {
  it('says "A new version is ready — Reload" in a live region, and reloads only when asked', async () => {
    const onReload = vi.fn();
    const { rerender } = render(<UpdateReadyNotice ready={false} onReload={onReload} />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    rerender(<UpdateReadyNotice ready onReload={onReload} />);
    expect(status).toHaveTextContent(`${UPDATE_READY_TEXT} — ${RELOAD_LABEL}`);
    expect(onReload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: RELOAD_LABEL }));
    expect(onReload).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while the page runs the newest version', () => {
    startOfflineApp({ serviceWorker: false });
    render(<AppUpdate />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('the frame’s install button', () => {
  it('appears only while the browser offers to install, keeps the browser’s own banner away, and opens its dialog', async () => {
    startOfflineApp({ serviceWorker: false });
    render(<AppInstall />);
    expect(screen.queryByRole('button', { name: INSTALL_APP_LABEL })).toBeNull();
    const offer = offerInstall();
    expect(offer.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: INSTALL_APP_LABEL }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: INSTALL_APP_LABEL })).toBeNull();
  });

  it('goes once the app is installed, which asks the browser to keep the shop’s data and says when it does', async () => {
    const persist = vi.fn(async () => true);
    Object.defineProperty(navigator, 'storage', { value: { persist }, configurable: true });
    const kept = vi.fn();
    window.addEventListener(STORAGE_PERSISTED_EVENT, kept);
    startOfflineApp({ serviceWorker: false });
    render(<AppInstall />);
    offerInstall();
    expect(screen.getByRole('button', { name: INSTALL_APP_LABEL })).toBeInTheDocument();
    await act(async () => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: INSTALL_APP_LABEL })).toBeNull();
    expect(persist).toHaveBeenCalledTimes(1);
    expect(kept).toHaveBeenCalledTimes(1);
    window.removeEventListener(STORAGE_PERSISTED_EVENT, kept);
  });
});
