/**
 * The OTP boxes' state as pure functions: one digit (or '') per box. spec §5: digits only,
 * one per box; pasted text is cleaned to digits.
 */
export type OtpDigits = readonly string[];

export function emptyDigits(length: number): OtpDigits {
  return Array.from({ length }, () => '');
}

export function cleanDigits(text: string): string {
  return text.replace(/\D/g, '');
}

export interface OtpEntry {
  digits: OtpDigits;
  /** The box to focus next: after the last one written, or the last box when full. */
  focus: number;
}

/**
 * Writes `text` (typed or pasted) from box `index` on: its digits fill that box and the
 * ones after it, and whatever does not fit is dropped. Text without digits changes nothing.
 */
export function enterDigits(digits: OtpDigits, index: number, text: string): OtpEntry {
  const incoming = cleanDigits(text).slice(0, Math.max(0, digits.length - index));
  if (!incoming) return { digits, focus: index };
  const next = [...digits];
  for (let i = 0; i < incoming.length; i++) next[index + i] = incoming[i] as string;
  return { digits: next, focus: Math.min(index + incoming.length, digits.length - 1) };
}

/**
 * Backspace in box `index`: clears it when it holds a digit; in an empty box it clears the
 * previous one and moves there, as the user expects from one long field.
 */
export function eraseDigit(digits: OtpDigits, index: number): OtpEntry {
  const target = digits[index] ? index : Math.max(0, index - 1);
  const next = [...digits];
  next[target] = '';
  return { digits: next, focus: target };
}

export function isComplete(digits: OtpDigits): boolean {
  return digits.length > 0 && digits.every((d) => /^\d$/.test(d));
}

/**
 * What the user added to a box that held `previous` and now reads `value` (the browser
 * puts a typed key before or after the digit already there, depending on the caret).
 */
export function addedText(previous: string, value: string): string {
  if (!previous) return value;
  if (value.startsWith(previous)) return value.slice(previous.length);
  if (value.endsWith(previous)) return value.slice(0, value.length - previous.length);
  return value;
}

/**
 * A paste into box `index`: a whole code (as many digits as boxes, or more) fills the boxes
 * from the first, whatever box had the focus; a shorter one fills from `index` on.
 */
export function pasteDigits(digits: OtpDigits, index: number, text: string): OtpEntry {
  const cleaned = cleanDigits(text);
  return enterDigits(digits, cleaned.length >= digits.length ? 0 : index, cleaned);
}
