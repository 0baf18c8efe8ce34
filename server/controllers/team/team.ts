import { inviteForm, roleForm, securityForm } from '../../../shared/forms/team';
import { messages } from '../../../shared/messages';
import {
  changeRole,
  invite as sendInvitation,
  removeMember,
  setRequireTwoFactor,
  teamOf,
  withdrawInvitation,
} from '../../api/team';
import { render } from '../../http/render';
import { notify } from '../../http/toast';
import { validated } from '../../http/validate';
import type { Handler } from '../../routing/handler';
import { urlFor } from '../../routing/url';
import { requireAccount } from '../support/account-context';
import { reloadAccounts } from '../support/linked-accounts';
import { offered } from '../support/offered';

const words = messages.team;

/**
 * The Team page (docs/team.md, 'In the portal'): the members with their roles, the
 * invitations still waiting and the two-factor requirement, for the account's admins. A
 * provider without the extension (404 on the members) says plainly that it is not offered.
 */
export const show: Handler = async (req, res) => {
  const { up, token, client } = requireAccount(req);
  await render(res, 'team/team', {
    team: await offered(async () => ({
      ...(await teamOf(up, token, client)),
      you: req.session.user?.id ?? null,
    })),
  });
};

/**
 * 'Invite a colleague': the provider mails the link. Its refusals (a member's e-mail, an
 * invitation already waiting) come back under the dialog's fields.
 */
export const invite: Handler = async (req, res) => {
  const form = validated(req, inviteForm);
  const { up, token, client } = requireAccount(req);
  const sent = await sendInvitation(up, token, client, form);
  notify(req, sent.notification, words.invited);
  res.redirect(303, urlFor('team'));
};

/** Withdraws an invitation still waiting; its link stops working. */
export const withdraw: Handler = async (req, res) => {
  const { up, token, client } = requireAccount(req);
  const done = await withdrawInvitation(up, token, client, String(req.params.invitation));
  notify(req, done.notification, words.withdrawn);
  res.redirect(303, urlFor('team'));
};

/**
 * A member's new role. The last admin's demotion is the provider's 422 under `role`, said
 * under that member's select. Whoever changes their own role has their accounts read again,
 * so the menus and guards follow at once (an admin no more leaves the Team page).
 */
export const role: Handler = async (req, res) => {
  const form = validated(req, roleForm);
  const { up, token, client } = requireAccount(req);
  const member = String(req.params.member);
  const changed = await changeRole(up, token, client, member, form.role);
  notify(req, changed.notification, words.roleChanged);
  if (member !== String(req.session.user?.id)) return res.redirect(303, urlFor('team'));
  await reloadAccounts(req, (known) =>
    known.map((a) => (a.id === client ? { ...a, role: form.role } : a)),
  );
  res.redirect(303, urlFor(form.role === 'admin' ? 'team' : 'dashboard'));
};

/**
 * Removes a member; the last admin's removal is the provider's refusal, a toast in its words.
 * An admin who removes themself no longer has the account.
 */
export const remove: Handler = async (req, res) => {
  const { up, token, client } = requireAccount(req);
  const member = String(req.params.member);
  const done = await removeMember(up, token, client, member);
  notify(req, done.notification, words.removed);
  if (member !== String(req.session.user?.id)) return res.redirect(303, urlFor('team'));
  await reloadAccounts(req, (known) => known.filter((a) => a.id !== client));
  res.redirect(303, urlFor('dashboard'));
};

/** 'Require two-factor sign-in for every member', switched on or off. */
export const security: Handler = async (req, res) => {
  const form = validated(req, securityForm);
  const { up, token, client } = requireAccount(req);
  const done = await setRequireTwoFactor(up, token, client, form.require_two_factor);
  notify(req, done.notification, form.require_two_factor ? words.twoFactorOn : words.twoFactorOff);
  await reloadAccounts(req, (known) =>
    known.map((a) => (a.id === client ? { ...a, requireTwoFactor: form.require_two_factor } : a)),
  );
  res.redirect(303, urlFor('team'));
};
