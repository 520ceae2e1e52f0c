import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Field } from './field';
import { Select } from './select';

describe('Field', () => {
  it('names the input by its label and describes it by its hint', () => {
    render(<Field label="Phone" type="tel" hint="Mobile money number" />);
    const input = screen.getByRole('textbox', { name: 'Phone' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAccessibleDescription('Mobile money number');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('marks an input with an error invalid and reads the error before the hint', () => {
    render(<Field label="Price" type="number" prefix="₵" hint="Two decimals" error="Enter a price." required />);
    const input = screen.getByRole('spinbutton', { name: /Price/ });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Enter a price. Two decimals ₵');
    const [errorId] = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(document.getElementById(errorId ?? '')).toHaveTextContent('Enter a price.');
  });

  it('keeps descriptions the caller adds', () => {
    render(
      <>
        <p id="pw-rules">At least 6 characters.</p>
        <Field label="Password" type="password" error="Passwords do not match." aria-describedby="pw-rules" />
      </>,
    );
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAccessibleDescription('Passwords do not match. At least 6 characters.');
  });

  it('wires a textarea the same way', () => {
    render(<Field label="Description" multiline hint="Shown on your store" error="Too long." />);
    const textarea = screen.getByRole('textbox', { name: 'Description' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toBeInvalid();
    expect(textarea).toHaveAccessibleDescription('Too long. Shown on your store');
  });

  it('keeps a hidden label as the accessible name', async () => {
    render(<Field label="Search products" labelHidden type="search" />);
    const input = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(input, 'rice');
    expect(input).toHaveValue('rice');
  });

  it('uses the id it is given', () => {
    render(<Field label="Email" type="email" id="signup-email" />);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('id', 'signup-email');
  });
});

describe('Select', () => {
  it('is a labelled combobox with its error wired', () => {
    render(
      <Select
        label="Product type"
        options={[
          { value: 'Physical', label: 'Physical' },
          { value: 'Digital', label: 'Digital' },
        ]}
        placeholder="Choose a type"
        defaultValue=""
        error="Choose a product type."
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Product type' });
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a product type.');
    expect(screen.getAllByRole('option')).toHaveLength(3);
  });
});
