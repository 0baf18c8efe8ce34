import { admin, auth, token } from './guards';
import { area } from './types';

/**
 * The account's team and its record (docs/team.md, 'In the portal'): the Team page, where an
 * admin invites, withdraws, changes roles, removes and asks for two-factor sign-in; the
 * Activity page and its export; an invitation's page, open to anyone with its link, and its
 * acceptance by the signed-in invitee.
 */
export const team = area('team', [
  { name: 'team', method: 'get', path: '/team', guards: admin },
  { name: 'team.invite', method: 'post', path: '/team/invitations', guards: admin },
  {
    name: 'team.withdraw',
    method: 'delete',
    path: '/team/invitations/{invitation}',
    guards: admin,
    where: { invitation: token },
  },
  {
    name: 'team.role',
    method: 'put',
    path: '/team/members/{member}',
    guards: admin,
    where: { member: token },
  },
  {
    name: 'team.remove',
    method: 'delete',
    path: '/team/members/{member}',
    guards: admin,
    where: { member: token },
  },
  { name: 'team.security', method: 'put', path: '/team/security', guards: admin },
  { name: 'activity', method: 'get', path: '/activity', guards: admin },
  { name: 'activity.export', method: 'get', path: '/activity/export', guards: admin },
  {
    name: 'invitation',
    method: 'get',
    path: '/invitations/{token}',
    where: { token },
  },
  {
    name: 'invitation.accept',
    method: 'post',
    path: '/invitations/{token}/accept',
    guards: auth,
    where: { token },
  },
]);
