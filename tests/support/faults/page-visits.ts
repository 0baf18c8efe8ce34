import type { RouteName } from '../../../routes/web';
import { urlFor } from '../../../server/routing/url';
import { dayFromToday } from '../data/dates';
import type { Browser } from '../portal/faults';
import type { DemoData } from './demo-data';
import { importedOnce } from './forms/shipment-import';
import { UNKNOWN_INVITATION } from './forms/team';

/** A kind and range in the address: the page generates a report, the export writes it. */
const REPORT = { kind: 'shipments-by-status', from: dayFromToday(-30), to: dayFromToday(0) };

/**
 * GET routes that need more than their path to reach the provider: parameters from the
 * demo data, or a query the page needs to ask for anything. A signed-in route with
 * parameters that is missing here fails the suite with a message naming it; a public page
 * listed here (public tracking) is visited too, by the same signed-in reader.
 */
export const VISITS: Partial<Record<RouteName, (d: DemoData) => string>> = {
  'shipments.label': (d) =>
    urlFor('shipments.label', { shipment: d.shipment.id, package: d.shipment.packageId }),
  // One shipment's commercial invoice: the download asks the provider for its customs data.
  'shipments.commercial-invoice': (d) =>
    urlFor('shipments.commercial-invoice', { shipment: d.international }),
  // A batch of one shipment's labels: the page needs a choice and a format to ask for any.
  'shipments.labels': (d) =>
    urlFor('shipments.labels', { shipments: d.shipment.id, format: 'zpl' }),
  // A delivered package's proof: the page and the signature it shows (docs/exceptions.md).
  'shipments.proof-of-delivery': (d) =>
    urlFor('shipments.proof-of-delivery', {
      shipment: d.delivered.id,
      package: d.delivered.packageId,
    }),
  'shipments.signature': (d) =>
    urlFor('shipments.signature', { shipment: d.delivered.id, package: d.delivered.packageId }),
  // A claim's page (docs/claims.md).
  claim: (d) => urlFor('claim', { claim: d.claims.open }),
  'edit-address-book': (d) => urlFor('edit-address-book', { uuid: d.own[0]!.value }),
  'billing-and-payments.invoice': (d) =>
    urlFor('billing-and-payments.invoice', { invoice: d.invoice }),
  'create-shipment.payload': (d) => urlFor('create-shipment.payload', { customer: d.consignee }),
  'options.provinces': () => urlFor('options.provinces', { country: 'LB' }),
  'options.cities': () => urlFor('options.cities', { country: 'LB', province: 'BA' }),
  reports: () => urlFor('reports', REPORT),
  'reports.export': () => urlFor('reports.export', REPORT),
  'edit-account': (d) => urlFor('edit-account', { account: String(d.accounts[0]!.id) }),
  // Public tracking asks the provider only for AWBs in its query: a known one, an unknown one.
  track: (d) => urlFor('track', { awb: `${d.shipment.awb},1000000001` }),
  // An invitation's page asks the provider for the invitation of its link (docs/team.md).
  invitation: () => urlFor('invitation', { token: UNKNOWN_INVITATION }),
  // Get a quote shows the session's last quote: the page itself asks the provider nothing.
  'get-quote': () => urlFor('get-quote'),
};

/**
 * What the browser must have done before a GET route has anything to answer: the import's
 * downloads of rows with errors and of the result need an import that has run.
 */
export const VISIT_SETUP: Partial<Record<RouteName, (browser: Browser) => Promise<void>>> = {
  'import-shipments.errors': importedOnce,
  'import-shipments.result': importedOnce,
};
