/**
 * The schema's steps for two-factor sign-in: authenticator secrets, passkeys and recovery
 * codes (docs/two-factor.md). Listed in order by migrations.ts; a released step is never edited.
 */
export const twoFactorSteps: { version: number; name: string; sql: string }[] = [];
