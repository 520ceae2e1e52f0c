import { act, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { resetSessionForTests, useBackendAsSession } from '@shop/shared/session';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PLANS } from '@shop/shared/domain';
import { LandingPage } from './landing-page';
import { renderWithBackend, testShop } from '@shop/shared/testing';

function renderLanding(signedIn = false) {
  const fake = testShop({ kind: 'local', signedIn });
  renderWithBackend(<LandingPage />, fake.backend);
  return { ...fake, user: userEvent.setup() };
}

describe('LandingPage', () => {
  it('has its sections in order, with the three anchors', () => {
    renderLanding();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'A shop your customers can visit tonight',
      'Open for business in three steps',
      'Get paid the way your customers pay',
      'Works with what you already use',
      'From the counter, in their own words',
      'Simple prices, in cedi or dollars',
      'Frequently asked questions',
    ]);
    for (const id of ['how-it-works', 'features', 'pricing']) expect(document.getElementById(id)).not.toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Site' });
    expect(within(nav).getByRole('link', { name: 'How it works' })).toHaveAttribute('href', '#how-it-works');
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features');
    expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '#pricing');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('makes the marketing claim and the pitch', () => {
    renderLanding();
    expect(screen.getByText('500,000')).toBeInTheDocument();
    const pricing = document.getElementById('pricing') as HTMLElement;
    expect(pricing).toHaveTextContent('₵50');
    expect(pricing).toHaveTextContent('$5 a month');
    expect(pricing).toHaveTextContent('₵100');
    expect(pricing).toHaveTextContent('$10 a month');
    expect(pricing).toHaveTextContent('Up to 10 products');
    for (const feature of PLANS[1]?.features ?? []) expect(pricing).toHaveTextContent(feature);
    expect(pricing).toHaveTextContent(/30-day free Pro trial/);
    const payments = document.getElementById('features') as HTMLElement;
    expect(payments).toHaveTextContent(/mobile money/i);
    expect(payments).toHaveTextContent(/cards/i);
    expect(payments).toHaveTextContent(/your own payment gateway accounts|own gateway/i);
  });

  it('has five FAQs that open and close, one explaining view-only mode after the trial', async () => {
    const { user } = renderLanding();
    const faq = screen.getByRole('heading', { name: 'Frequently asked questions', level: 2 }).closest('section') as HTMLElement;
    const toggles = within(faq).getAllByRole('button');
    expect(toggles).toHaveLength(5);
    const trial = within(faq).getByRole('button', { name: /after the 30-day free Pro trial/ });
    expect(trial).toHaveAttribute('aria-expanded', 'false');
    await user.click(trial);
    expect(trial).toHaveAttribute('aria-expanded', 'true');
    const answer = document.getElementById(trial.getAttribute('aria-controls') as string);
    expect(answer).toBeVisible();
    expect(answer).toHaveTextContent(/view-only mode/);
    await user.click(trial);
    expect(answer).not.toBeVisible();
  });

  it('opens the modal on the signup view from the hero and on login from the nav', async () => {
    const { user } = renderLanding();
    await user.click(screen.getByRole('button', { name: 'Start your 30-day free trial' }));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(screen.getByRole('navigation', { name: 'Site' })).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Site' })).getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
  });

  it('shows the whole page signed out before any session exists (no backend is opened for it)', () => {
    render(<LandingPage />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Site' })).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('offers "Go to dashboard" instead of Log in and Sign up to a signed-in owner', async () => {
    const { user } = renderLanding(true);
    const nav = screen.getByRole('navigation', { name: 'Site' });
    expect(within(nav).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
    await user.click(within(nav).getByRole('button', { name: 'Go to dashboard' }));
    await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
    window.history.replaceState(null, '', '/');
  });

  it('hydrates the build-time HTML without a mismatch when an owner is already signed in, then offers the dashboard', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<LandingPage />);
    document.body.append(container);
    const heading = container.querySelector('h1');
    useBackendAsSession(testShop({ kind: 'local' }).backend);
    const onRecoverableError = vi.fn();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <LandingPage />, { onRecoverableError });
    });
    await waitFor(() => expect(within(container).getAllByRole('button', { name: 'Go to dashboard' }).length).toBeGreaterThan(0));
    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toBe(heading);
    act(() => root?.unmount());
    container.remove();
    resetSessionForTests();
  });
});
