import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TillPanel } from './till-panel';

describe('TillPanel', () => {
  it('is a region named by its heading, with its count beside it', () => {
    render(
      <TillPanel title="Current Sale" count="3 items">
        <p>Lines</p>
      </TillPanel>,
    );
    const region = screen.getByRole('region', { name: 'Current Sale' });
    expect(region).toHaveTextContent('3 items');
    expect(region).toHaveTextContent('Lines');
  });

  it('shows no count while there is nothing to count', () => {
    render(<TillPanel title="Products" count={null}>{null}</TillPanel>);
    expect(screen.getByRole('heading', { name: 'Products' }).nextElementSibling).toBeNull();
  });

  it('lets code move focus to its heading when asked for it, and only then', () => {
    const headingRef = createRef<HTMLHeadingElement>();
    const sectionRef = createRef<HTMLElement>();
    const { rerender } = render(
      <TillPanel title="Current Sale" headingRef={headingRef} sectionRef={sectionRef}>
        {null}
      </TillPanel>,
    );
    headingRef.current?.focus();
    expect(screen.getByRole('heading', { name: 'Current Sale' })).toHaveFocus();
    expect(sectionRef.current).toBe(screen.getByRole('region', { name: 'Current Sale' }));
    rerender(<TillPanel title="Products">{null}</TillPanel>);
    expect(screen.getByRole('heading', { name: 'Products' })).not.toHaveAttribute('tabindex');
  });
});
