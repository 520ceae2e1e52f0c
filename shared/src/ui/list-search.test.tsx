import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResultCount, SearchField } from './list-search';

describe('SearchField', () => {
  it('is a search box named by its label, with the browser\'s own suggestions off', () => {
    render(<SearchField label="Search customers" placeholder="Search by name or phone" value="" onChange={() => undefined} />);
    const box = screen.getByRole('searchbox', { name: 'Search customers' });
    expect(box).toHaveAttribute('autocomplete', 'off');
    expect(box).toHaveAttribute('enterkeyhint', 'search');
  });
});

describe('ResultCount', () => {
  it('stays a status line while nobody searches, off screen, and shows the count when there is one', () => {
    const { rerender } = render(<ResultCount text="" />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    const offScreen = status.className;
    rerender(<ResultCount text="Showing 2 of 5" />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Showing 2 of 5');
    expect(status.className).not.toBe(offScreen);
  });
});
