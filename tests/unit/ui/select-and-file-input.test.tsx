// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileInput, Select } from '../../../resources/js/components/ui';

afterEach(cleanup);

describe('Select', () => {
  it('offers an empty choice first, then the options, and reports the value chosen', async () => {
    const onChange = vi.fn();
    const options = [
      { value: 'residential', label: 'Residential' },
      { value: 'business', label: 'Business' },
    ];
    render(<Select label="Address Type" value="" onChange={onChange} options={options} required />);
    const select = screen.getByRole('combobox', { name: 'Address Type' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select...',
      'Residential',
      'Business',
    ]);
    expect(select.getAttribute('aria-required')).toBe('true');
    await userEvent.setup().selectOptions(select, 'business');
    expect(onChange).toHaveBeenCalledWith('business');
  });

  it('shows its error under the field and marks the field invalid', () => {
    render(
      <Select label="Type" value="" onChange={() => {}} options={[]} error="Type is required" />,
    );
    const select = screen.getByRole('combobox', { name: 'Type' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Type is required');
  });
});

describe('FileInput', () => {
  it('hands over the chosen file, or null when the choice is cleared; hint and error described', () => {
    const onChange = vi.fn();
    render(
      <FileInput
        label="CSV file"
        accept=".csv"
        hint="At most 1 MB."
        error="Choose a CSV file (.csv)."
        onChange={onChange}
      />,
    );
    const input = screen.getByLabelText('CSV file') as HTMLInputElement;
    expect(input.accept).toBe('.csv');
    const described = (input.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'At most 1 MB.',
      'Choose a CSV file (.csv).',
    ]);
    const file = new File(['a,b'], 'book.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
    expect(onChange).toHaveBeenLastCalledWith(file);
    fireEvent.change(input, { target: { files: [] } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
