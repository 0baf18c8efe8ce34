import { describe, expect, it } from 'vitest';
import { consigneeForm } from '../../../shared/forms/shipment';
import { fieldErrors } from '../../../shared/forms/fields';
import {
  cleanPhoneText,
  countryOfPhone,
  formatPhoneText,
  normalizePhone,
  phoneCountries,
  phoneCountryCode,
  phoneProblem,
  readPhone,
  showPhone,
} from '../../../shared/phone/phone';

describe('readPhone: digits without + are the chosen country’s national number', () => {
  it.each([
    ['03 123 456', 'LB', '+9613123456'],
    ['3 123 456', 'LB', '+9613123456'],
    ['020 7946 0958', 'GB', '+442079460958'],
    ['(202) 555-0123', 'US', '+12025550123'],
    ['202.555.0123', 'US', '+12025550123'],
    ['01 42 40 05 03', 'FR', '+33142400503'],
  ] as const)('%s in %s → %s', (text, country, e164) => {
    expect(readPhone(text, country)).toEqual({
      value: e164,
      country,
      digits: e164.length - 1,
    });
  });

  it('keeps every digit of a national number the country cannot have, for the message', () => {
    const read = readPhone('03 123 456', 'US');
    expect(read).toMatchObject({ value: '+103123456', country: 'US' });
    expect(phoneProblem(read.value)).toBe('Too few digits for a number in United States (+1)');
  });

  it('reads a trunk prefix the library could not place as a trunk prefix', () => {
    const read = readPhone('020 7946', 'GB');
    expect(read.value).toBe('+44207946');
    expect(phoneProblem(read.value)).toBe('Too few digits for a number in United Kingdom (+44)');
    // Where the 0 belongs to the number (Italy), it stays.
    expect(readPhone('06 1234 5678', 'IT').value).toBe('+390612345678');
  });

  it('is empty while no digit is there', () => {
    expect(readPhone('', 'LB').value).toBe('');
    expect(readPhone('  ( ', 'LB').value).toBe('');
    expect(readPhone('+', 'US').value).toBe('');
  });
});

describe('readPhone: + or 00 in front names the country by its dial code', () => {
  it.each([
    ['+961 3 123 456', 'US', '+9613123456', 'LB'],
    ['+9613123456', 'US', '+9613123456', 'LB'],
    ['0096170400501', 'US', '+96170400501', 'LB'],
    ['00 44 20 7946 0958', 'FR', '+442079460958', 'GB'],
    ['+44 20 7946 0958', 'US', '+442079460958', 'GB'],
    ['+33 1 42 40 05 03', 'US', '+33142400503', 'FR'],
    ['+1 (202) 555-0123', 'LB', '+12025550123', 'US'],
    ['Tel: +44 (0)20 7946 0958', 'US', '+442079460958', 'GB'],
  ] as const)('%s with %s chosen → %s (%s)', (text, chosen, e164, country) => {
    expect(readPhone(text, chosen)).toMatchObject({ value: e164, country });
  });

  it('keeps the chosen country when it shares the dial code', () => {
    expect(readPhone('+1 416 555 0199', 'CA').country).toBe('CA');
    expect(readPhone('+1 2', 'CA').country).toBe('CA');
    expect(readPhone('+1 2', 'LB').country).toBe('US');
  });

  it('keeps every digit, even past the cap, and counts them', () => {
    const read = readPhone('+44 20 7946 0958 1234', 'US');
    expect(read.value).toBe('+4420794609581234');
    expect(read.digits).toBe(16);
  });
});

describe('formatPhoneText: only separators change, never a digit', () => {
  it.each([
    ['2025550123', 'US', '(202) 555-0123'],
    ['03123456', 'LB', '03 123 456'],
    ['02079460958', 'GB', '020 7946 0958'],
    ['+442079460958', 'US', '+44 20 7946 0958'],
    ['+9613123456', 'US', '+961 3 123 456'],
    ['0096170400501', 'US', '00961 70 400 501'],
    ['+33142400503', 'FR', '+33 1 42 40 05 03'],
  ] as const)('%s in %s → %s', (text, country, shown) => {
    expect(formatPhoneText(text, country)).toBe(shown);
  });

  it('keeps all digits of a number too long to format', () => {
    const digits = '1234567890123456';
    expect(formatPhoneText(digits, 'US').replace(/\D/g, '')).toBe(digits);
  });

  it('strips letters and stray plus signs', () => {
    expect(cleanPhoneText('Tel: +44 20+7946')).toBe('+44 207946');
    expect(cleanPhoneText('abc')).toBe('');
  });
});

describe('phoneProblem: the message under the field', () => {
  it('is null for a possible number', () => {
    for (const n of [
      '+9613123456',
      '+96170400501',
      '+442079460958',
      '+33142400503',
      '+12025550123',
    ]) {
      expect(phoneProblem(n)).toBeNull();
    }
  });

  it('names the cap of spec §9 past 15 digits', () => {
    expect(phoneProblem('+4420794609581234')).toBe('A phone number has at most 15 digits');
  });

  it('names the country a number is too short or too long for', () => {
    expect(phoneProblem('+96131234')).toBe('Too few digits for a number in Lebanon (+961)');
    expect(phoneProblem('+9613123456789')).toBe('Too many digits for a number in Lebanon (+961)');
    expect(phoneProblem('+4420794609')).toBe('Not a possible number in United Kingdom (+44)');
  });

  it('refuses a dial code no country has', () => {
    expect(phoneProblem('+999123456')).toBe(
      'No country has this dial code: check the digits after the +',
    );
  });
});

describe('normalizePhone: the server’s rule', () => {
  it('answers E.164 for an international number however written', () => {
    expect(normalizePhone(' +961 3 123 456 ')).toEqual({ ok: true, e164: '+9613123456' });
    expect(normalizePhone('0044 20 7946 0958')).toEqual({ ok: true, e164: '+442079460958' });
    expect(normalizePhone('+1 (202) 555-0123')).toEqual({ ok: true, e164: '+12025550123' });
  });

  it('refuses digits without a country code instead of guessing one', () => {
    expect(normalizePhone('2125550100')).toEqual({
      ok: false,
      message: 'Start the number with + and its country code',
    });
  });

  it('refuses letters, impossible and over-long numbers with their message', () => {
    expect(normalizePhone('+961 3 CALL ME')).toEqual({
      ok: false,
      message: 'Enter a valid phone number',
    });
    expect(normalizePhone('+9613')).toMatchObject({ ok: false, message: /Too few digits/ });
    expect(normalizePhone('+1234567890123456')).toMatchObject({ ok: false, message: /at most 15/ });
  });
});

describe('showPhone: a saved number as the field shows it', () => {
  it.each([
    ['+9613123456', 'LB', '03 123 456'],
    ['+96170400501', 'LB', '70 400 501'],
    ['+442079460958', 'GB', '020 7946 0958'],
    ['+33142400503', 'FR', '01 42 40 05 03'],
    ['+12025550123', 'US', '(202) 555-0123'],
  ] as const)('%s → %s %s', (saved, country, text) => {
    expect(showPhone(saved, 'US')).toEqual({ country, text });
    expect(readPhone(text, country).value).toBe(saved);
    expect(countryOfPhone(saved)).toBe(country);
  });

  it('shows what it cannot read as it is, in the fallback country', () => {
    expect(showPhone('96170123', 'LB')).toEqual({ country: 'LB', text: '96170123' });
    expect(showPhone('', 'GB')).toEqual({ country: 'GB', text: '' });
  });
});

describe('countries', () => {
  it('has every country with phone data, by English name, with its dial code', () => {
    const all = phoneCountries();
    expect(all.length).toBeGreaterThan(240);
    expect(all.find((c) => c.iso2 === 'LB')).toEqual({
      iso2: 'LB',
      name: 'Lebanon',
      dialCode: '961',
    });
    const names = all.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('reads any case and falls back to the US for codes without phone data', () => {
    expect(phoneCountryCode('gb')).toBe('GB');
    expect(phoneCountryCode('ZZ')).toBe('US');
    expect(phoneCountryCode(undefined)).toBe('US');
  });
});

describe('the phone rule in a form schema', () => {
  it('sends E.164 and puts the message under the field', () => {
    const ok = consigneeForm.safeParse({ name: 'Maya', phone: '+961 70 555 111', email: '' });
    expect(ok.success && ok.data.phone).toBe('+96170555111');
    const bad = consigneeForm.safeParse({ name: 'Maya', phone: '+961 70', email: '' });
    expect(bad.success ? {} : fieldErrors(bad.error)).toEqual({
      phone: 'Too few digits for a number in Lebanon (+961)',
    });
    const empty = consigneeForm.safeParse({ name: 'Maya', phone: ' ', email: '' });
    expect(empty.success ? {} : fieldErrors(empty.error)).toEqual({ phone: 'Phone is required' });
  });
});

describe('very long input', () => {
  it('is kept whole and answered at once, never parsed digit by digit', () => {
    const digits = '9'.repeat(5000);
    const started = performance.now();
    expect(readPhone(`+${digits}`, 'US')).toEqual({
      value: `+${digits}`,
      country: 'US',
      digits: 5000,
    });
    expect(formatPhoneText(digits, 'LB')).toBe(digits);
    expect(normalizePhone(`+${digits}`)).toEqual({
      ok: false,
      message: 'A phone number has at most 15 digits',
    });
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe('digits of other scripts', () => {
  it('reads Arabic-Indic, Persian and full-width digits as the same number', () => {
    expect(readPhone('٠٣ ١٢٣ ٤٥٦', 'LB').value).toBe('+9613123456');
    expect(readPhone('+۹۶۱ ۳ ۱۲۳ ۴۵۶', 'US').value).toBe('+9613123456');
    expect(readPhone('＋４４ ２０ ７９４６ ０９５８', 'US').value).toBe('+442079460958');
    expect(normalizePhone('+٩٦١ ٣ ١٢٣ ٤٥٦')).toEqual({ ok: true, e164: '+9613123456' });
  });
});
