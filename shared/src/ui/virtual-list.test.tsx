import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VirtualList } from './virtual-list';

describe('VirtualList', () => {
  it('renders only a window of a long list, each row placed in the set', () => {
    const items = Array.from({ length: 10_000 }, (_, i) => ({ id: `p${i}`, name: `Product ${i}` }));
    render(<VirtualList items={items} getKey={(p) => p.id} label="Products" renderItem={(p) => <span>{p.name}</span>} estimateSize={40} />);
    expect(screen.getByRole('region', { name: 'Products' })).toBeInTheDocument();
    const rows = screen.getAllByRole('listitem');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(100);
    expect(rows[0]).toHaveTextContent('Product 0');
    expect(rows[0]).toHaveAttribute('aria-setsize', '10000');
  });

  it('with fitContent takes its height from the rows, up to the height given', () => {
    const items = [{ id: 'a' }, { id: 'b' }];
    render(<VirtualList items={items} getKey={(p) => p.id} label="Few" renderItem={(p) => <span>{p.id}</span>} height={400} fitContent />);
    const scroller = screen.getByRole('region', { name: 'Few' });
    expect(scroller.style.maxHeight).toBe('400px');
    expect(scroller.style.height).toBe('');
    // (The rendered height itself is checked in Chromium: e2e/specs/pos.spec.mjs.)
  });
});
