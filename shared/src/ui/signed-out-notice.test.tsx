import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SignedOutNotice } from './signed-out-notice';

describe('SignedOutNotice', () => {
  it("says 'You are not logged in.' as a heading, with the screen's own sentence", () => {
    render(<SignedOutNotice description="Log in to see your sales." />);
    expect(screen.getByRole('heading', { level: 2, name: 'You are not logged in.' })).toBeInTheDocument();
    expect(screen.getByText('Log in to see your sales.')).toBeInTheDocument();
  });

  it('leads to the landing page to log in, or where it is told', () => {
    const { rerender } = render(<SignedOutNotice />);
    expect(screen.getByRole('link', { name: 'Go to the home page to log in' })).toHaveAttribute('href', '/');
    rerender(<SignedOutNotice loginHref="/shop/" headingLevel={3} />);
    expect(screen.getByRole('link', { name: 'Go to the home page to log in' })).toHaveAttribute('href', '/shop/');
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent('You are not logged in.');
  });

  it('is not an alert: nothing went wrong, the owner only has to log in', () => {
    render(<SignedOutNotice />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
