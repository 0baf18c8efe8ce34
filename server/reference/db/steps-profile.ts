/**
 * The schema's steps for what a user keeps with their profile beyond the contract.
 * Listed in order by migrations.ts; a released step is never edited.
 */
export const profileSteps = [
  {
    version: 13,
    name: 'the language a user chose for the portal (extension)',
    // Null until the user chooses: the portal then follows the browser or its cookie.
    sql: `
      ALTER TABLE users ADD COLUMN language TEXT CHECK (language IN ('en', 'fr', 'ar'));
    `,
  },
];
