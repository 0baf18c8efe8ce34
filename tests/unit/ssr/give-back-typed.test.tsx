// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { giveBack, setValue, type Noted, type TypedField } from '@/lib/give-back-typed';

afterEach(cleanup);

/** A form as the kit builds it: a controlled text field and a file picker. */
function Form({ seen }: { seen: { text?: string; file?: string } }) {
  const [text, setText] = useState('');
  seen.text = text;
  return (
    <form>
      <input aria-label="Email" value={text} onChange={(event) => setText(event.target.value)} />
      <input
        aria-label="CSV file"
        type="file"
        onChange={(event) => (seen.file = event.target.files?.[0]?.name)}
      />
    </form>
  );
}

describe('what was typed or chosen before the page was live', () => {
  it('is given back to the form: the text, and the file still in its field', () => {
    const seen: { text?: string; file?: string } = {};
    const { getByLabelText } = render(<Form seen={seen} />);
    const email = getByLabelText('Email') as HTMLInputElement;
    const file = getByLabelText('CSV file') as HTMLInputElement;
    // Hydration emptied the text field to the form's state; the file is still in its field,
    // and the form never heard of it.
    Object.defineProperty(file, 'files', {
      value: [new File(['a,b'], 'bad.csv', { type: 'text/csv' })],
    });
    giveBack(
      new Map<TypedField, Noted>([
        [email, 'demo@portal.test'],
        [file, 'C:\\fakepath\\bad.csv'],
      ]),
    );
    expect(seen.text).toBe('demo@portal.test');
    expect(seen.file).toBe('bad.csv');
  });

  it('is given back to the form: the radio chosen last, and a checkbox as it was left', () => {
    const seen: { address?: string; agreed?: boolean } = {};
    const { getByLabelText } = render(<Choices seen={seen} />);
    const [home, office, agreed] = ['Home', 'Office', 'Agreed'].map(
      (name) => getByLabelText(name) as HTMLInputElement,
    );
    // Office was chosen, then Home, then Office again; the box was ticked, then cleared.
    giveBack(
      new Map<TypedField, Noted>([
        [home!, true],
        [office!, true],
        [agreed!, false],
      ]),
    );
    expect(seen).toEqual({ address: 'office', agreed: false });
    expect(office!.checked).toBe(true);
  });
});

describe('a field that still shows what was typed, while its form holds its own state', () => {
  it('is told again: the select and the text field reach the form', () => {
    const seen: { kind?: string; text?: string } = {};
    const { getByLabelText } = render(<Kept seen={seen} />);
    const kind = getByLabelText('Report') as HTMLSelectElement;
    const from = getByLabelText('From') as HTMLInputElement;
    // The choice and the text were made while the page was being brought to life: the fields
    // show them, but the form never heard of them.
    setValue(kind, 'by-day');
    setValue(from, '2026-08-30');
    giveBack(
      new Map<TypedField, Noted>([
        [kind, 'by-day'],
        [from, '2026-08-30'],
      ]),
    );
    expect(seen).toEqual({ kind: 'by-day', text: '2026-08-30' });
  });
});

/** A report form: a controlled select and a controlled text field. */
function Kept({ seen }: { seen: { kind?: string; text?: string } }) {
  const [kind, setKind] = useState('by-status');
  const [text, setText] = useState('');
  seen.kind = kind;
  seen.text = text;
  return (
    <form>
      <select aria-label="Report" value={kind} onChange={(e) => setKind(e.target.value)}>
        <option value="by-status">By status</option>
        <option value="by-day">By day</option>
      </select>
      <input aria-label="From" value={text} onChange={(e) => setText(e.target.value)} />
    </form>
  );
}

/** A radio group and a checkbox as the address book and the lists build them (controlled). */
function Choices({ seen }: { seen: { address?: string; agreed?: boolean } }) {
  const [address, setAddress] = useState('');
  const [agreed, setAgreed] = useState(true);
  seen.address = address;
  seen.agreed = agreed;
  return (
    <form>
      {['home', 'office'].map((value) => (
        <label key={value}>
          <input
            type="radio"
            name="address"
            value={value}
            checked={address === value}
            onChange={() => setAddress(value)}
          />
          {value === 'home' ? 'Home' : 'Office'}
        </label>
      ))}
      <label>
        <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
        Agreed
      </label>
    </form>
  );
}
