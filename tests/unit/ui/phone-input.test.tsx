// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneInput } from '@/components/ui/phone-input';

afterEach(cleanup);

/** A form holding the phone's value, with a way to replace it from outside (a reset). */
function Harness({ initial = '', country = 'US' }: { initial?: string; country?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <PhoneInput label="Phone Number" value={value} onChange={setValue} defaultCountry={country} />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue('')}>
        reset
      </button>
    </>
  );
}

const field = () => screen.getByLabelText('Phone Number') as HTMLInputElement;
const held = () => screen.getByTestId('value').textContent;
const country = () => screen.getByRole('button', { name: /^Country:/ }).getAttribute('aria-label');

/** A paste as the browser reports it: the clipboard's text, at the caret. */
function paste(text: string) {
  const input = field();
  input.focus();
  input.setSelectionRange(0, input.value.length);
  fireEvent.paste(input, { clipboardData: { getData: () => text } });
}

describe('PhoneInput', () => {
  it('holds E.164 of a national number in the chosen country, formatted as written there', () => {
    render(<Harness country="LB" />);
    fireEvent.change(field(), { target: { value: '03123456' } });
    expect(field().value).toBe('03 123 456');
    expect(held()).toBe('+9613123456');
    expect(country()).toBe('Country: Lebanon (+961)');
  });

  it('takes the country of a pasted + number from its dial code and keeps every digit', () => {
    render(<Harness />);
    paste('+44 20 7946 0958');
    expect(field().value).toBe('+44 20 7946 0958');
    expect(held()).toBe('+442079460958');
    expect(country()).toBe('Country: United Kingdom (+44)');
  });

  it('keeps a paste longer than 15 digits whole and says so under the field', () => {
    render(<Harness />);
    paste('+44 20 7946 0958 12345');
    expect(field().value.replace(/\D/g, '')).toBe('44207946095812345');
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('A phone number has at most 15 digits');
  });

  it('says when a pasted number is not possible in its country', () => {
    render(<Harness />);
    paste('03 123 456');
    expect(held()).toBe('+103123456');
    expect(screen.getByRole('alert').textContent).toBe(
      'Too few digits for a number in United States (+1)',
    );
  });

  it('shows a saved number in its own country, and empties when the form is reset', () => {
    render(<Harness initial="+442079460958" />);
    expect(field().value).toBe('020 7946 0958');
    expect(country()).toBe('Country: United Kingdom (+44)');
    act(() => screen.getByRole('button', { name: 'reset' }).click());
    expect(field().value).toBe('');
  });

  it('keeps the national digits when another country is chosen for an international number', () => {
    render(<Harness />);
    paste('+44 20 7946 0958');
    act(() => screen.getByRole('button', { name: /^Country:/ }).click());
    const option = screen.getByRole('option', { name: /^Ireland/ });
    act(() => option.click());
    expect(country()).toBe('Country: Ireland (+353)');
    expect(held()).toBe('+3532079460958');
  });
});
