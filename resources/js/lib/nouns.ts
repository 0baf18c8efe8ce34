import type { Noun } from '@/components/ui/noun';

/** What each list's items are, for the kit's sentences about them (components/ui/noun.ts). */
export const SHIPMENTS: Noun = {
  many: /*i18n*/ 'shipments',
  counted: /*i18n*/ '{count, plural, one {# shipment} other {# shipments}}',
};

export const PICKUPS: Noun = {
  many: /*i18n*/ 'pickups',
  counted: /*i18n*/ '{count, plural, one {# pickup} other {# pickups}}',
};

export const INVOICES: Noun = {
  many: /*i18n*/ 'invoices',
  counted: /*i18n*/ '{count, plural, one {# invoice} other {# invoices}}',
};

export const CLAIMS: Noun = {
  many: /*i18n*/ 'claims',
  counted: /*i18n*/ '{count, plural, one {# claim} other {# claims}}',
};
