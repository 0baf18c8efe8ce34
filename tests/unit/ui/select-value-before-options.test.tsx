// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RadioCards, Select, TimeSelect } from '@/components/ui';
import { AsyncSelect } from '@/components/ui/async-select';
import { MenuSelect } from '@/components/ui/menu-select';
import { giveBackTyped, noteTyped } from '@/lib/typed-before-live';

/*
 * The kit's selects and pickers are often given their value before their options: a saved
 * address's type, a shipment's currencies and units, its product, come from the page while
 * their lists load after it (spec §2.6 Edit Address, §2.9 the wizard). The value must stay,
 * shown as soon as the options are there, and never be reported as a change.
 */

let hydrated: { unmount(): void } | undefined;
afterEach(() => {
  cleanup();
  if (hydrated) act(() => hydrated?.unmount());
  hydrated = undefined;
  document.body.replaceChildren();
});

const TYPES = [
  { value: 'residential', label: 'Residential' },
  { value: 'business', label: 'Business' },
  { value: 'warehouse', label: 'Warehouse' },
];

const noop = () => {};
const combobox = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const shown = (select: HTMLSelectElement) => select.selectedOptions[0]?.textContent;

/** The Edit Address form's select: its state starts at the saved type. */
function TypeForm({ types, seen }: { types: typeof TYPES; seen: { type?: string } }) {
  const [type, setType] = useState('business');
  seen.type = type;
  return <Select label="Address Type" value={type} onChange={setType} options={types} />;
}

describe('Select given its value before its options', () => {
  it('holds the value in the select itself, then shows its option once they arrive', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <Select label="Address Type" value="business" onChange={onChange} options={[]} />,
    );
    expect(combobox('Address Type').value).toBe('business');
    expect(shown(combobox('Address Type'))).toBe('Loading...');

    rerender(<Select label="Address Type" value="business" onChange={onChange} options={TYPES} />);
    expect(combobox('Address Type').value).toBe('business');
    expect(shown(combobox('Address Type'))).toBe('Business');
    // The value's own stand-in is gone: each option once.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Select...',
      'Residential',
      'Business',
      'Warehouse',
    ]);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('keeps it through the server render, hydration and the page going live', async () => {
    const seen: { type?: string } = {};
    const app = document.createElement('div');
    app.innerHTML = renderToString(<TypeForm types={[]} seen={seen} />);
    document.body.append(app);
    // The server's HTML already holds the value: nothing looks chosen by the visitor.
    expect(app.querySelector('select')?.value).toBe('business');

    noteTyped(app);
    const root = await act(async () => hydrateRoot(app, <TypeForm types={[]} seen={seen} />));
    hydrated = root;
    await act(giveBackTyped);
    expect(seen.type).toBe('business');

    await act(async () => root.render(<TypeForm types={TYPES} seen={seen} />));
    expect(seen.type).toBe('business');
    expect(shown(combobox('Address Type'))).toBe('Business');
  });

  it('shows a value its options never offered as it is, rather than dropping it', () => {
    render(
      <Select
        label="Currency"
        value="LBP"
        onChange={noop}
        options={[{ value: 'USD', label: 'USD' }]}
      />,
    );
    expect(combobox('Currency').value).toBe('LBP');
    expect(shown(combobox('Currency'))).toBe('LBP');
  });

  it('offers no stand-in when nothing is chosen', () => {
    render(<Select label="Currency" value="" onChange={noop} options={[]} placeholder="Pick" />);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Pick']);
    expect(combobox('Currency').value).toBe('');
  });

  it('the time select, on the same select, keeps its time', () => {
    render(<TimeSelect label="Time From" value="09:00" onChange={noop} />);
    expect(shown(combobox('Time From'))).toBe('9:00 AM');
  });
});

describe('the other pickers given their value before their options', () => {
  it('AsyncSelect shows the chosen option before any page of options has loaded', () => {
    const never = () => new Promise<never>(noop);
    const value = { value: 'LB', label: 'Lebanon' };
    const props = { label: 'Country', value, onChange: noop, loadOptions: never };
    expect(renderToString(<AsyncSelect {...props} />)).toContain('Lebanon');
    render(<AsyncSelect {...props} />);
    expect(screen.getByText('Lebanon')).toBeTruthy();
  });

  it('RadioCards checks the product once the products arrive', () => {
    const props = { legend: 'Product', value: 'EXP', onChange: vi.fn() };
    const { rerender } = render(<RadioCards {...props} options={[]} />);
    rerender(
      <RadioCards
        {...props}
        options={[
          { value: 'ECO', label: 'Economy' },
          { value: 'EXP', label: 'Express' },
        ]}
      />,
    );
    expect((screen.getByRole('radio', { name: /Express/ }) as HTMLInputElement).checked).toBe(true);
    expect(props.onChange).not.toHaveBeenCalled();
  });

  it('MenuSelect marks the chosen option once the options arrive', async () => {
    const props = { label: 'Account', value: 3, onChange: vi.fn(), children: 'Desert Bloom' };
    const { rerender } = render(<MenuSelect {...props} options={[]} />);
    const accounts = [
      { value: 1, label: 'Cedar Line Trading' },
      { value: 3, label: 'Desert Bloom Florists' },
    ];
    rerender(<MenuSelect {...props} options={accounts} />);
    await act(async () => screen.getByRole('button', { name: /Account/ }).click());
    const chosen = await screen.findByRole('option', { name: 'Desert Bloom Florists' });
    expect(chosen.getAttribute('aria-selected')).toBe('true');
    expect(props.onChange).not.toHaveBeenCalled();
  });
});
