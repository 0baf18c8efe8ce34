import type { RouteName } from '../../../routes/web';
import type { PageObject } from '../../../server/inertia';
import { urlFor } from '../../../server/routing/url';
import type { ShipmentsTable } from '../../../shared/shipments/types';
import type { Loaded } from '../../../shared/types';
import type { InvoicesTable, Offered } from '../../../shared/billing/types';
import type { Account } from '../../../shared/types';
import { BEIRUT } from '../../support/data/addresses';
import { LINKABLE } from '../../support/data/accounts';
import { dayFromToday } from '../../support/data/dates';
import {
  addressesOf,
  filled,
  firstConsignee,
  type Picked,
} from '../../support/data/shipment-wizard';
import type { Browser } from '../../support/portal/faults';

/** The demo user's data the samples need, looked up through the portal's own pages. */
export interface DemoData {
  /** Linked accounts, as the provider has them now. */
  accounts: Account[];
  own: Picked[];
  consignees: Picked[];
  consignee: string;
  shipment: { id: string; packageId: string };
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
  const row = ok(shipments.table as Loaded<ShipmentsTable>, 'shipments').rows[0];
  const invoice = ok(billing.table as Offered<InvoicesTable>, 'invoices').rows[0];
  const city = (JSON.parse(String(cities.body)) as { options: Array<DemoData['city']> }).options[0];
  const linked = ok(accounts.list as Loaded<Account[]>, 'accounts');
  if (!row?.packages[0] || !invoice || !city || own.length < 2 || linked.length < 2) {
    throw new Error('demo data: a shipment, an invoice, a Beirut city, 2 addresses and 2 accounts');
  }
  return {
    accounts: linked,
    own,
    consignees,
    consignee: consignee.value,
    shipment: { id: row.id, packageId: row.packages[0].id },
    invoice: invoice.invoiceId,
    city,
  };
}

/** A kind and range in the address: the page generates a report, the export writes it. */
const REPORT = { kind: 'shipments-by-status', from: dayFromToday(-30), to: dayFromToday(0) };

/**
 * Signed-in GET routes that need more than their path to reach the provider: parameters
 * from the demo data, or a query the page needs to ask for anything. A route with
 * parameters that is missing here fails the suite with a message naming it.
 */
export const VISITS: Partial<Record<RouteName, (d: DemoData) => string>> = {
  'shipments.label': (d) =>
    urlFor('shipments.label', { shipment: d.shipment.id, package: d.shipment.packageId }),
  'edit-address-book': (d) => urlFor('edit-address-book', { uuid: d.own[0]!.value }),
  'billing-and-payments.invoice': (d) =>
    urlFor('billing-and-payments.invoice', { invoice: d.invoice }),
  'create-shipment.payload': (d) => urlFor('create-shipment.payload', { customer: d.consignee }),
  'options.provinces': () => urlFor('options.provinces', { country: 'LB' }),
  'options.cities': () => urlFor('options.cities', { country: 'LB', province: 'BA' }),
  reports: () => urlFor('reports', REPORT),
  'reports.export': () => urlFor('reports.export', REPORT),
  'edit-account': (d) => urlFor('edit-account', { account: String(d.accounts[0]!.id) }),
};

/** A form as it was sent: its page before, the body, and its page after the failure. */
export interface Posted {
  before: PageObject;
  url: string;
  sent: Record<string, unknown>;
  after: PageObject;
}

/** One form of the route table, filled in as a user would. */
export interface FormSample {
  /** The page the form is on: where a failure must lead back, with the user's input. */
  from: (d: DemoData) => string;
  /** The form's target, when it has parameters or a query (`page`: the form's page). */
  target?: (d: DemoData, page: PageObject) => string;
  body: (d: DemoData, page: PageObject) => Record<string, unknown>;
  errorBag?: string;
  /** Kept in the session only: no provider is asked, so a failing one changes nothing. */
  sessionOnly?: true;
  /**
   * Signs in as a user of its own: when the provider takes it (a password change), every
   * other session of its user ends, which must not end the other tabs' sessions.
   */
  ownUser?: true;
  /** Sent by the page's fetch(), not as an Inertia visit: a JSON answer is its protocol. */
  fetch?: true;
  /** What the browser must have done first (a pending account, an import to confirm). */
  prepare?: (browser: Browser, d: DemoData) => Promise<void>;
  /**
   * Where the clear message is when not in a toast: the import's summary says row by row
   * what was not added.
   */
  said?: (page: PageObject) => string[];
  /**
   * What the server must still hold for the user after the failure, once the provider is
   * back: the problem, or null.
   */
  kept?: (browser: Browser, visit: Posted) => Promise<string | null>;
  /**
   * The same, once the user has signed in again after the provider ended the session (the
   * wizard's draft waits for them); `after` is the form's page then.
   */
  keptAcrossSignIn?: (browser: Browser, visit: Posted) => Promise<string | null>;
}

const address = (d: DemoData) => ({ ...BEIRUT, city: d.city.value });

const CSV_HEADER =
  'Label,Company Name,Attention,Address 1,Address 2,City,Province,Country,Postal Code,Phone Number,Email Address,Address Type';
const csv = (d: DemoData) =>
  `${CSV_HEADER}\n${[
    'Depot',
    'Desert Bloom',
    'Lina',
    '1 Palm St',
    '',
    d.city.label,
    'Beirut Governorate',
    'LB',
    '1107',
    '+96170111222',
    'lina@bloom.test',
    'Business',
  ].join(',')}`;

/** Starts linking the demo account that waits for its code (accounts-verify needs one). */
export async function pendAccount(browser: Browser): Promise<void> {
  const res = await browser.send('post', urlFor('add-account.store'), {
    account_number: LINKABLE.number,
  });
  if (!res.headers.location?.endsWith(urlFor('accounts-verify'))) {
    throw new Error(`${browser.name}: could not start linking ${LINKABLE.number}`);
  }
}

/** A sender among the account's addresses and a receiver in the same country (domestic). */
function parties(d: DemoData) {
  for (const sender of d.own) {
    const receiver = d.consignees.find((c) => c.country === sender.country);
    if (receiver) return { sender, receiver };
  }
  throw new Error('demo data: no consignee address in the country of an own address');
}

const draftOf = (page: PageObject) =>
  page.props.draft as { id: string; step: number; values: Record<string, unknown> };

/** The wizard's draft lives in the session: the same draft, with everything sent. */
async function draftKept(_browser: Browser, { before, sent, after }: Posted) {
  const draft = draftOf(after);
  if (draft.id !== draftOf(before).id) return `a new draft replaced draft ${draftOf(before).id}`;
  const lost = Object.keys(sent).filter(
    (key) => JSON.stringify(draft.values[key]) !== JSON.stringify(sent[key]),
  );
  return lost.length ? `the draft lost ${lost.join(', ')}` : null;
}

/**
 * A valid-looking body for every form of the route table (non-GET routes with the `auth`
 * guard), so that the fault is what the form meets. A new form fails the suite until it
 * has a sample here.
 */
export const FORMS: Partial<Record<RouteName, FormSample>> = {
  'accounts.select': {
    from: () => urlFor('accounts'),
    body: (d) => ({ account_id: d.accounts[0]!.id }),
    sessionOnly: true,
  },
  'accounts.destroy': {
    from: () => urlFor('accounts'),
    // Never the selected account: the other screens go on using it.
    target: (d) => urlFor('accounts.destroy', { account: String(d.accounts.at(-1)!.id) }),
    body: () => ({}),
  },
  'add-account.store': {
    from: () => urlFor('add-account'),
    body: () => ({ account_number: LINKABLE.number }),
    errorBag: 'addAccount',
  },
  'accounts-verify.store': {
    from: () => urlFor('accounts-verify'),
    prepare: pendAccount,
    body: () => ({ otp: '123456' }),
    errorBag: 'otp',
  },
  'accounts-verify.resend': {
    from: () => urlFor('accounts-verify'),
    prepare: pendAccount,
    body: () => ({}),
  },
  'add-address-account.store': {
    from: () => urlFor('add-address-account'),
    body: address,
    errorBag: 'address',
  },
  'create-shipment.store': {
    from: () => urlFor('create-shipment'),
    target: (_d, page) => urlFor('create-shipment.store', { draft: draftOf(page).id }),
    body: (d) => {
      const { sender, receiver } = parties(d);
      return { ...filled(sender, receiver, d.consignee) };
    },
    errorBag: 'createShipment',
    kept: draftKept,
    keptAcrossSignIn: draftKept,
  },
  'create-shipment.draft': {
    from: () => urlFor('create-shipment'),
    body: (_d, page) => ({ draftId: draftOf(page).id, step: 1, values: draftOf(page).values }),
    sessionOnly: true,
    fetch: true,
  },
  'create-shipment.discard': {
    from: () => urlFor('create-shipment'),
    body: () => ({}),
    sessionOnly: true,
  },
  'create-shipment.consignee': {
    from: () => urlFor('create-shipment'),
    body: () => ({ name: 'Rami Nassar', phone: '+96170123456', email: 'rami@nassar.test' }),
    errorBag: 'consignee',
  },
  'add-address-book.store': {
    from: () => urlFor('add-address-book'),
    body: address,
    errorBag: 'address',
  },
  'edit-address-book.update': {
    // Not the address the edit page itself is visited with: a slow save replaces this one.
    from: (d) => urlFor('edit-address-book', { uuid: d.own[1]!.value }),
    target: (d) => urlFor('edit-address-book.update', { uuid: d.own[1]!.value }),
    body: address,
    errorBag: 'address',
  },
  'address-book.store': {
    from: () => urlFor('create-shipment'),
    target: () => urlFor('address-book.store', { kind: 'client' }),
    body: address,
    errorBag: 'address',
  },
  'import-addresses.preview': {
    from: () => urlFor('import-addresses'),
    body: (d) => ({ fileName: 'book.csv', content: csv(d) }),
    errorBag: 'import',
  },
  'import-addresses.store': {
    from: () => urlFor('import-addresses'),
    async prepare(browser, d) {
      await browser.visit(urlFor('import-addresses'));
      await browser.send('post', urlFor('import-addresses.preview'), {
        fileName: 'book.csv',
        content: csv(d),
      });
    },
    body: () => ({}),
    said: (page) =>
      ((page.props.result as { failed?: Array<{ message: string }> } | null)?.failed ?? []).map(
        (f) => f.message,
      ),
  },
  'import-addresses.destroy': {
    from: () => urlFor('import-addresses'),
    body: () => ({}),
    sessionOnly: true,
  },
  'schedule-pickup.store': {
    from: () => urlFor('schedule-pickup'),
    body: (d, page) => ({
      address_id: d.own[0]!.value,
      nb_packages: '2',
      weight: '3.5',
      length: '',
      width: '',
      height: '',
      pickup_date: dayFromToday(1),
      time_from: '09:00',
      time_to: '12:00',
      instruction: 'Ring twice',
      submission: page.props.submission,
    }),
    errorBag: 'pickup',
    // The one-time submit token is given back: the same submit books once the provider is back.
    kept: async (browser, { url, sent }) => {
      const res = await browser.send('post', url, sent, { 'X-Inertia-Error-Bag': 'pickup' });
      const to = res.headers.location ?? '';
      return to.endsWith(urlFor('dashboard'))
        ? null
        : `the same submit then went to ${to || res.status}`;
    },
  },
  'edit-profile.update': {
    from: () => urlFor('edit-profile'),
    body: () => ({ first_name: 'Demo', last_name: 'User' }),
    errorBag: 'profile',
  },
  // The old password is wrong on purpose; should a provider take it all the same, the
  // user's other sessions end: those of a user of its own.
  'change-password.update': {
    ownUser: true,
    from: () => urlFor('change-password'),
    body: () => ({
      old_password: 'Not-the-0ld',
      new_password: 'N3w-Secret!',
      new_password_confirmation: 'N3w-Secret!',
    }),
    errorBag: 'password',
  },
  'shipping-preferences.update': {
    from: () => urlFor('shipping-preferences'),
    body: (d) => ({ address: d.own[0]!.value }),
    errorBag: 'shipping',
  },
  'pickup-preferences.update': {
    from: () => urlFor('pickup-preferences'),
    body: (d) => ({
      address: d.own[0]!.value,
      date: dayFromToday(2),
      time_from: '10:00',
      time_to: '13:00',
    }),
    errorBag: 'pickup',
  },
};
