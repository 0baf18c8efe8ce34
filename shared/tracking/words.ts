import { fill } from '../i18n/wording';

/**
 * The public tracking page's words, part of `messages` (shared/messages.ts) as
 * `messages.tracking`. A module of their own so the page, which anyone opens on a phone,
 * loads these few lines and not every message of the portal (its first-load budget).
 */
export const trackingWords = {
  tooMany: (max: number, count?: number) =>
    count === undefined
      ? fill(/*i18n*/ 'Enter at most {max} AWB numbers.', { max })
      : fill(/*i18n*/ 'Enter at most {max} AWB numbers: this has {count}.', { max, count }),
  malformed: (awb: string) =>
    fill(/*i18n*/ '“{awb}” is not an AWB number: AWB numbers are 6 to 30 letters and digits.', {
      awb: awb.length > 32 ? `${awb.slice(0, 32)}…` : awb,
    }),
  required: /*i18n*/ 'Enter at least one AWB number.',
  unknown: /*i18n*/ 'No shipment with this number',
  unknownHint: /*i18n*/ 'Check the number on your receipt or label, or ask the sender for it.',
  notOffered: /*i18n*/ 'Tracking by AWB number is not offered by this provider.',
  unavailable: /*i18n*/ 'Tracking could not be loaded right now. Please try again in a moment.',
  cardUnavailable: /*i18n*/ 'This shipment could not be loaded right now. Please try again.',
  linkCopied: /*i18n*/ 'Tracking link copied. Anyone with it can follow this package.',
  copyFailed: /*i18n*/ 'The link could not be copied. Select it and copy it yourself.',
} as const;
