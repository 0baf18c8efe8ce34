/**
 * Phone numbers as the services keep them: an optional leading '+' and 7 to 15 digits,
 * with the spaces, dashes, dots and parentheses people type removed.
 */
export function normalizePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s\-().]/g, '');
  return /^\+?\d{7,15}$/.test(compact) ? compact : null;
}

/** Digits only: how the outbox matches a phone however it was written. */
export function phoneKey(input: string): string {
  return input.replace(/\D/g, '');
}

/**
 * spec §9: the first 3 or 4 characters, 5 dots, the last 2. Four when the number starts
 * with '+', so the visible part is always the '+' and the first 3 digits, or 3 digits.
 */
export function maskPhone(phone: string): string {
  const head = phone.startsWith('+') ? 4 : 3;
  return `${phone.slice(0, head)}.....${phone.slice(-2)}`;
}
