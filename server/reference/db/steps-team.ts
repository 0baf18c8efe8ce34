/**
 * The schema's steps for team members, roles, invitations and the activity record
 * (docs/team.md). Listed in order by migrations.ts; a released step is never edited.
 */
export const teamSteps: { version: number; name: string; sql: string }[] = [];
