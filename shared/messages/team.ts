/**
 * Team members, roles and the record of who did what (docs/team.md). Part of `messages`
 * (shared/messages.ts); a catalog of its own, `team` (lingui.config.ts), loaded by the Team,
 * Activity and invitation pages.
 */
export const teamMessages = {
  team: {
    notAllowed: /*i18n*/ 'Your role on this account does not allow this.',
    chooseRole: /*i18n*/ 'Choose Admin, Shipper, Finance or Viewer.',
    chooseOnOrOff: /*i18n*/ 'Choose on or off.',
    notOffered: /*i18n*/ 'Team members are not offered by your courier yet.',
    unavailable: /*i18n*/ 'Your team could not be loaded right now. Please try again.',
    lastAdmin:
      /*i18n*/ 'An account needs at least one admin: the last admin can be neither demoted nor removed.',
    invited: /*i18n*/ 'The invitation has been sent.',
    withdrawn: /*i18n*/ 'The invitation has been withdrawn.',
    roleChanged: /*i18n*/ 'The role has been changed.',
    removed: /*i18n*/ 'The member has been removed.',
    twoFactorOn: /*i18n*/ 'Every member now signs in with two-factor authentication.',
    twoFactorOff: /*i18n*/ 'Two-factor sign-in is no longer required.',
    noInvitations: /*i18n*/ 'No invitations are waiting.',
    activityNotOffered: /*i18n*/ 'The activity record is not offered by your courier yet.',
    activityUnavailable:
      /*i18n*/ 'The activity record could not be loaded right now. Please try again.',
    exportUnavailable: /*i18n*/ 'The activity could not be exported right now. Please try again.',
    noActivity: /*i18n*/ 'Nothing has been recorded on this account yet.',
    activityNoMatches: /*i18n*/ 'Nothing recorded matches these filters.',
    activityEmptyPage: /*i18n*/ 'There is nothing recorded on this page.',
    invitationUnknown: /*i18n*/ 'This invitation is not valid.',
    invitationExpired: /*i18n*/ 'This invitation has expired.',
    invitationWithdrawn: /*i18n*/ 'This invitation was withdrawn.',
    invitationUsed: /*i18n*/ 'This invitation has already been used.',
    invitationOtherEmail: /*i18n*/ 'This invitation was sent to another e-mail address.',
    alreadyMember: /*i18n*/ 'You are already a member of this account.',
    joined: /*i18n*/ 'You have joined {name}.',
    // The provider's refusals (docs/team.md), said in the reader's language where shown.
    needsAdmin: /*i18n*/ 'An account needs at least one admin.',
    isMember: /*i18n*/ 'This person is already a member of this account.',
    alreadyWaiting: /*i18n*/ 'An invitation to this e-mail is already waiting.',
  },
} as const;
