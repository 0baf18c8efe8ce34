import type { PageObject } from '../../../server/inertia';
import type { ShipmentsTable } from '../../../shared/shipments/types';
import type { Loaded } from '../../../shared/types';
import type { InvoicesTable, Offered } from '../../../shared/billing/types';
import type { Account } from '../../../shared/types';
import { addressesOf, firstConsignee, type Picked } from '../data/shipment-wizard';
import type { Browser } from '../portal/faults';

/** The demo user's data the samples need, looked up through the portal's own pages. */
export interface DemoData {
  /** Linked accounts, as the provider has them now. */
  accounts: Account[];
  own: Picked[];
  consignees: Picked[];
  consignee: string;
  shipment: { id: string; packageId: string; awb: string };
  /** A shipment that crosses a border: the one a commercial invoice is drawn for. */
  international: string;
  invoice: string;
  city: { value: string; label: string };
}

function ok<T>(loaded: Loaded<T> | Offered<T> | undefined, what: string): T {
  if (loaded && 'ok' in loaded && loaded.ok) return loaded.value;
  if (loaded && 'state' in loaded && loaded.state === 'ok') return loaded.value;
  throw new Error(`demo data: ${what} could not be loaded`);
}

async function props(browser: Browser, url: string): Promise<Record<string, unknown>> {
  const res = await browser.visit(url);
  if (res.status !== 200) throw new Error(`demo data: ${url} answered ${res.status}`);
  return (res.body as PageObject).props;
}

/** Reads the demo data as the user sees it now (forms of earlier runs may have changed it). */
export async function lookUp(browser: Browser): Promise<DemoData> {
  const [accounts, shipments, billing, own, consignees, consignee, cities] = await Promise.all([
    props(browser, '/accounts'),
    props(browser, '/shipments'),
    props(browser, '/billing-and-payments'),
    addressesOf(browser, 'client'),
    addressesOf(browser, 'customer'),
    firstConsignee(browser),
    browser.open('/options/cities?country=LB&province=BA'),
  ]);
  const rows = ok(shipments.table as Loaded<ShipmentsTable>, 'shipments').rows;
  const row = rows[0];
  const abroad = rows.find((r) => r.international);
  const invoice = ok(billing.table as Offered<InvoicesTable>, 'invoices').rows[0];
  const city = (JSON.parse(String(cities.body)) as { options: Array<DemoData['city']> }).options[0];
  const linked = ok(accounts.list as Loaded<Account[]>, 'accounts');
  if (!row?.packages[0] || !abroad || !invoice || !city || own.length < 2 || linked.length < 2) {
    throw new Error(
      'demo data: a shipment, one abroad, an invoice, a Beirut city, 2 addresses and 2 accounts',
    );
  }
  return {
    accounts: linked,
    own,
    consignees,
    consignee: consignee.value,
    shipment: { id: row.id, packageId: row.packages[0].id, awb: row.packages[0].awb },
    international: abroad.id,
    invoice: invoice.invoiceId,
    city,
  };
}
