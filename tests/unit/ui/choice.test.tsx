// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox, CheckboxGroup, Notice, RadioCards } from '../../../resources/js/components/ui';

afterEach(cleanup);

const options = [
  { value: 'N', label: 'Domestic Express', description: 'Next business day' },
  { value: 'G', label: 'Domestic Economy' },
];

describe('RadioCards', () => {
  it('names the group, shows descriptions and reports the one chosen', async () => {
    const onChange = vi.fn();
    render(<RadioCards legend="Product" options={options} value="" onChange={onChange} />);
    expect(screen.getByRole('group', { name: 'Product' })).toBeTruthy();
    expect(screen.getByText('Next business day')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('radio', { name: /Domestic Economy/ }));
    expect(onChange).toHaveBeenCalledWith('G');
  });

  it('marks its options invalid and shows the message under them', () => {
    render(
      <RadioCards
        legend="Product"
        options={options}
        value=""
        onChange={() => {}}
        error="Product code is required"
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('Product code is required');
    expect(screen.getAllByRole('radio')[0]!.getAttribute('aria-invalid')).toBe('true');
  });
});

describe('CheckboxGroup', () => {
  it('adds and removes values, keeping the order of the options', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <CheckboxGroup legend="Services" options={options} value={['G']} onChange={onChange} />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Domestic Express/ }));
    expect(onChange).toHaveBeenLastCalledWith(['N', 'G']);
    rerender(
      <CheckboxGroup legend="Services" options={options} value={['N', 'G']} onChange={onChange} />,
    );
    await user.click(screen.getByRole('checkbox', { name: /Domestic Economy/ }));
    expect(onChange).toHaveBeenLastCalledWith(['N']);
  });
});

describe('Checkbox', () => {
  it('reports its flag', async () => {
    const onChange = vi.fn();
    render(<Checkbox label="Insure this shipment" checked={false} onChange={onChange} />);
    await userEvent.setup().click(screen.getByRole('checkbox', { name: /Insure/ }));
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

describe('a card’s detail', () => {
  it('is drawn inside the card, so it names the choice with it', () => {
    render(
      <RadioCards
        legend="Product"
        options={[{ ...options[0]!, detail: <span>$42.10 · arrives 04 Dec 2026</span> }]}
        value=""
        onChange={() => undefined}
      />,
    );
    expect(screen.getByRole('radio', { name: /\$42\.10 · arrives 04 Dec 2026/ })).toBeTruthy();
  });
});

describe('Notice', () => {
  it('is an alert when something failed, a status otherwise, with its action', () => {
    const { rerender } = render(
      <Notice tone="error" action={<button type="button">Try again</button>}>
        Not fetched
      </Notice>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Not fetched');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    rerender(<Notice>Not offered</Notice>);
    expect(screen.getByRole('status').textContent).toBe('Not offered');
  });
});
