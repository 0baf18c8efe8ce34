/**
 * What a list's items are, for the sentences the kit writes about them ('Load more
 * shipments', '3 shipments selected'). Both are catalog messages, marked `/*i18n*\/` where
 * a list's noun is written (resources/js/lib/nouns.ts), so each language writes its own
 * plural (Arabic has six forms).
 */
export interface Noun {
  /** The items, in the plural: 'shipments'. */
  many: string;
  /** A number of them, as an ICU plural: '{count, plural, one {# shipment} other {# shipments}}'. */
  counted: string;
}
