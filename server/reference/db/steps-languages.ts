/**
 * The schema's steps for the readers' languages (docs/i18n.md): the language a consignee's
 * notices are written in, the shipper's when they booked. Listed in order by
 * migrations.ts; a released step is never edited.
 */
export const languageSteps = [
  {
    version: 16,
    name: "the consignee's notices in the language of the shipper who booked (extension)",
    sql: `
      ALTER TABLE shipments ADD COLUMN notify_language TEXT NOT NULL DEFAULT 'en'
        CHECK (notify_language IN ('en', 'fr', 'ar'));
    `,
  },
];
