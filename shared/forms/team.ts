import * as z from 'zod/mini';
import { teamMessages } from '../messages/team';
import { ROLES } from '../team/roles';
import { email } from './fields';

/**
 * The Team page's forms (docs/team.md, 'In the portal'): the invitation, a member's role and
 * the two-factor requirement. The same rules run in the browser and on the server; the
 * provider's refusals (a member's e-mail, an invitation already waiting, the last admin) come
 * back under the same fields.
 */

const words = teamMessages.team;

export const TEAM_LABELS = {
  email: /*i18n*/ 'Email',
  role: /*i18n*/ 'Role',
  requireTwoFactor: /*i18n*/ 'Require two-factor sign-in for every member',
} as const;

const role = z.enum(ROLES, { error: words.chooseRole });

export const inviteForm = z.object({ email: email(TEAM_LABELS.email), role });
export type InviteValues = { email: string; role: string };

export const roleForm = z.object({ role });

export const securityForm = z.object({
  require_two_factor: z.boolean({ error: words.chooseOnOrOff }),
});
