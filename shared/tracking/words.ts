/**
 * The public tracking page's words, part of `messages` (shared/messages.ts) as
 * `messages.tracking`. A module of their own so the page, which anyone opens on a phone,
 * loads these few lines and not every message of the portal (its first-load budget).
 */
export const trackingWords = {
  tooMany: (max: number, count?: number) =>
    count === undefined
      ? `Enter at most ${max} AWB numbers.`
      : `Enter at most ${max} AWB numbers: this has ${count}.`,
  malformed: (awb: string) =>
    `“${awb.length > 32 ? `${awb.slice(0, 32)}…` : awb}” is not an AWB number: AWB numbers are 6 to 30 letters and digits.`,
  required: 'Enter at least one AWB number.',
  unknown: 'No shipment with this number',
  unknownHint: 'Check the number on your receipt or label, or ask the sender for it.',
  notOffered: 'Tracking by AWB number is not offered by this provider.',
  unavailable: 'Tracking could not be loaded right now. Please try again in a moment.',
  cardUnavailable: 'This shipment could not be loaded right now. Please try again.',
  linkCopied: 'Tracking link copied. Anyone with it can follow this package.',
  copyFailed: 'The link could not be copied. Select it and copy it yourself.',
} as const;
