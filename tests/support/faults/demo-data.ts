import type { PageObject } from '../../../server/inertia';
import type { ClaimsTable } from '../../../shared/claims/types';
import type { ExceptionKind } from '../../../shared/exceptions/types';
import type { ShipmentsTable, TrackingResult } from '../../../shared/shipments/types';
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
  /** A delivered package: its proof of delivery and signature (docs/exceptions.md). */
  delivered: { id: string; packageId: string };
  /**
   * Open exceptions of the demo: a refused package and a customs hold. A fix sent again once
   * taken is answered as it stands, so every fault's run can send the same one.
   */
  refused: ExceptionAt;
  customsHold: ExceptionAt;
  /**
   * Claims of the demo (docs/claims.md): one waiting for information (answered by the first
   * run that reaches the provider; later answers are refused as it stands) and one undecided.
   */
  claims: { waiting: string; open: string };
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
  const [delivered, [refused, customsHold], claims] = await Promise.all([
    deliveredPackage(browser),
    exceptionsOf(browser, ['refused', 'customs_hold']),
    demoClaims(browser),
  ]);
  return {
    delivered,
    claims,
    refused: refused!,
    customsHold: customsHold!,
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

async function deliveredPackage(browser: Browser): Promise<DemoData['delivered']> {
  const page = await props(browser, '/shipments?apply-filter=delivered');
  const row = ok(page.table as Loaded<ShipmentsTable>, 'delivered shipments').rows[0];
  if (!row?.packages[0]) throw new Error('demo data: no delivered shipment');
  return { id: row.id, packageId: row.packages[0].id };
}

async function demoClaims(browser: Browser): Promise<DemoData['claims']> {
  const page = await props(browser, '/claims');
  const rows = ok(page.table as Offered<ClaimsTable>, 'claims').rows;
  const waiting = rows.find((row) => row.status === 'information_needed') ?? rows[0];
  const open = rows.find((row) => row.status === 'in_review' || row.status === 'submitted');
  if (!waiting || !open) throw new Error('demo data: a claim, and one undecided');
  return { waiting: waiting.id, open: open.id };
}

/** Where a package's exception is: its shipment, package and id. */
export interface ExceptionAt {
  shipment: string;
  package: string;
  exception: string;
}

/**
 * Exceptions of these kinds, found by their badges on the list and their drawers. Kept once
 * found: the forms' runs resolve them, and a fix sent again is answered as it stands.
 */
const knownExceptions = new Map<ExceptionKind, ExceptionAt>();

async function exceptionsOf(browser: Browser, kinds: ExceptionKind[]): Promise<ExceptionAt[]> {
  const missing = kinds.filter((kind) => !knownExceptions.has(kind));
  if (missing.length) {
    const rows: ShipmentsTable['rows'] = [];
    for (let n = 1; ; n++) {
      const page = await props(browser, `/shipments?page=${n}`);
      const table = ok(page.table as Loaded<ShipmentsTable>, 'shipments');
      rows.push(...table.rows);
      if (n >= table.lastPage) break;
    }
    for (const kind of missing) {
      const row = rows.find((r) => r.packages.some((p) => p.exception?.kind === kind));
      const pkg = row?.packages.find((p) => p.exception?.kind === kind);
      if (!row || !pkg) throw new Error(`demo data: no open ${kind} exception`);
      const track = `/shipments?track=${row.id}:${pkg.id}`;
      await browser.visit(track);
      const res = await browser.visit(track, {
        'X-Inertia-Partial-Component': 'shipments/shipments',
        'X-Inertia-Partial-Data': 'tracking',
      });
      const tracking = (res.body as PageObject).props.tracking as TrackingResult;
      const exception = tracking.package?.exceptions?.find((e) => e.kind === kind);
      if (!exception) throw new Error(`demo data: the ${kind} exception is not in its drawer`);
      knownExceptions.set(kind, { shipment: row.id, package: pkg.id, exception: exception.id });
    }
  }
  return kinds.map((kind) => knownExceptions.get(kind)!);
}
