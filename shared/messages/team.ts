/**
 * Team members, roles and the record of who did what (docs/team.md). Part of `messages`
 * (shared/messages.ts).
 */
export const teamMessages = {
  team: {
    notAllowed: /*i18n*/ 'Your role on this account does not allow this.',
  },
} as const;
