/**
 * The schema's steps for the notices the provider sends (docs/notices.md): what each user
 * asked to be told and how, and whom a shipment's consignee notices go to. Listed in order
 * by migrations.ts; a released step is never edited.
 */
export const noticeSteps = [
  {
    version: 19,
    name: "the shipper's notification preferences and a shipment's consignee notices (extension)",
    // A user without rows has the defaults (domain/notices.ts): a save writes the events it
    // names. A shipment without a row follows its booking's 'Notify the consignee' flag.
    sql: `
      CREATE TABLE notification_preferences (
        user_id INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        event TEXT NOT NULL CHECK (event IN
          ('picked_up', 'out_for_delivery', 'delivered', 'exception', 'claim_update')),
        email INTEGER NOT NULL CHECK (email IN (0, 1)),
        sms INTEGER NOT NULL CHECK (sms IN (0, 1)),
        PRIMARY KEY (user_id, event)
      );
      CREATE TABLE consignee_notices (
        shipment_id INTEGER PRIMARY KEY REFERENCES shipments (id) ON DELETE CASCADE,
        email INTEGER NOT NULL CHECK (email IN (0, 1)),
        sms INTEGER NOT NULL CHECK (sms IN (0, 1)),
        events TEXT NOT NULL DEFAULT '[]'
      );
    `,
  },
];
