/**
 * spec §9 phone masking: the first 3 or 4 characters, 5 dots, the last 2. Four when the
 * number starts with '+', so that the dial code's first digits always show. The provider
 * is expected to send the phone masked already; a number that arrives whole is masked
 * here, so a full phone number never reaches the page.
 */
const DOTS = '.....';

/**
 * Already masked by the provider: a run of dots, bullets or asterisks stands for the digits.
 * The bullet is written \u2022: one character above U+00FF in the server's bundle makes V8
 * hold the bundle's whole source as two-byte text, twice the memory.
 */
const looksMasked = (value: string) => /[.\u2022*]{3,}/.test(value);

export function maskPhone(phone: string | null | undefined): string | null {
  const value = (phone ?? '').trim();
  if (value === '') return null;
  if (looksMasked(value)) return value;
  const compact = value.replace(/[\s\-().]/g, '');
  const head = compact.startsWith('+') ? 4 : 3;
  // Too short to show both ends without giving the whole number away.
  if (compact.length <= head + 2) return `${compact.slice(0, 1)}${DOTS}`;
  return `${compact.slice(0, head)}${DOTS}${compact.slice(-2)}`;
}
