import { trackingWords as words } from './words';

/** The most AWBs one lookup takes (docs/architecture.md, Public tracking). */
export const MAX_AWBS = 10;

/**
 * An AWB as carriers write them: letters and digits, 6 to 30 (10 digits here, 12 at
 * FedEx, 18 for UPS's 1Z numbers). Anything else cannot be one, so it is not looked up.
 */
export const AWB_FORMAT = /^[A-Z0-9]{6,30}$/;

/** Longer input than 10 AWBs with generous separators could be is refused unread. */
export const MAX_AWB_INPUT = 1000;

/** The separators people use between numbers: new lines, commas, semicolons, spaces. */
const SEPARATORS = /[\s,;]+/;

/** What was typed or shared, split into AWBs: upper-cased, each once, in order. */
export function splitAwbs(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(SEPARATORS)) {
    if (part) seen.add(part.toUpperCase());
  }
  return [...seen];
}

export type AwbCheck = { awbs: string[]; error: null } | { awbs: string[]; error: string };

/**
 * The AWBs to look up, or why none can be: over 10, or one that cannot be an AWB (named,
 * so the reader finds it). The browser says it under the field before asking; the server
 * checks again, since a shared link can hold anything.
 */
export function checkAwbs(text: string): AwbCheck {
  if (text.length > MAX_AWB_INPUT) {
    return { awbs: [], error: words.tooMany(MAX_AWBS) };
  }
  const awbs = splitAwbs(text);
  if (awbs.length > MAX_AWBS) {
    return { awbs, error: words.tooMany(MAX_AWBS, awbs.length) };
  }
  const malformed = awbs.find((awb) => !AWB_FORMAT.test(awb));
  if (malformed !== undefined) return { awbs, error: words.malformed(malformed) };
  return { awbs, error: null };
}

/** The AWBs as the address carries them (`/track?awb=A,B`), so a link can be shared. */
export const awbQuery = (awbs: readonly string[]) => awbs.join(',');

/** The AWBs as the field shows them: one per line. */
export const awbLines = (awbs: readonly string[]) => awbs.join('\n');
