import { ROLE_LABELS } from './roles';
import type { ActivityDetails } from './types';

/** Says a message id with its values: the page's `i18n._`, or `fill` for the CSV's English. */
export type Say = (id: string, values?: Record<string, string>) => string;

/**
 * A record's details in a few words (docs/team.md, the kinds' details): the roles of an
 * invitation or a change, a return's original, what was done to an address, the
 * requirement switched on or off, a member who left.
 */
export function detailsInWords(details: ActivityDetails, say: Say): string {
  const role = (r: keyof typeof ROLE_LABELS) => say(ROLE_LABELS[r]);
  if (details.from && details.to) {
    return say(/*i18n*/ '{from} to {to}', { from: role(details.from), to: role(details.to) });
  }
  if (details.returnOf) return say(/*i18n*/ 'Return of {awb}', { awb: details.returnOf });
  if (details.action === 'added') return say(/*i18n*/ 'Added');
  if (details.action === 'removed') return say(/*i18n*/ 'Removed');
  if (details.action === 'corrected') return say(/*i18n*/ 'Corrected');
  if (details.requireTwoFactor !== undefined) {
    return details.requireTwoFactor ? say(/*i18n*/ 'Required') : say(/*i18n*/ 'Not required');
  }
  if (details.left) return say(/*i18n*/ 'Left the account');
  if (details.role) return role(details.role);
  return '';
}
