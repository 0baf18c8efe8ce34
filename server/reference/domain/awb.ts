import { randomInt } from 'node:crypto';

/**
 * Air waybill numbers in the express carriers' scheme: a 9-digit serial followed by one
 * check digit, the serial modulo 7. A mistyped digit in a search is then usually caught.
 */
export const AWB_LENGTH = 10;

export function awbCheckDigit(serial: string): number {
  if (!/^\d+$/.test(serial)) throw new Error('an AWB serial holds digits only');
  return Number(BigInt(serial) % 7n);
}

export function makeAwb(serial: number): string {
  const digits = String(serial).padStart(AWB_LENGTH - 1, '0');
  if (digits.length !== AWB_LENGTH - 1) throw new Error('an AWB serial has 9 digits');
  return `${digits}${awbCheckDigit(digits)}`;
}

export function isValidAwb(awb: string): boolean {
  if (!new RegExp(`^\\d{${AWB_LENGTH}}$`).test(awb)) return false;
  return awbCheckDigit(awb.slice(0, -1)) === Number(awb.slice(-1));
}

/** A fresh AWB; the caller retries when the number is already taken. */
export function randomAwb(pick: (min: number, max: number) => number = randomInt): string {
  return makeAwb(pick(100_000_000, 1_000_000_000));
}
