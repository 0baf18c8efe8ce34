import type { Request } from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PageProps } from '../../../shared/pages';
import { createFlights, type Flights } from '../../../server/http/flights';
import { signedIn, type AssertablePage, type InertiaBrowser } from '../../support/inertia';
import { type FakeProvider } from '../../support/provider/fake-provider';
import { serverError } from '../../support/provider/answers';
import { editSignedInSessions, startPortal, type Portal } from '../../support/portal';
import { domesticParties, filled } from '../../support/data/shipment-wizard';

/**
 * One shipment per draft, even when the network fails: the creation carries the draft's
 * Idempotency-Key; an answer lost on the way back is asked for again with the same key, and
 * the provider's key store answers it with the shipment it already created.
 */

const TIMEOUT_MS = 1000;
let portal: Portal;
let provider: FakeProvider;
let mainUrl: string;
let visitor: InertiaBrowser;

beforeAll(async () => {
  portal = await startPortal({
    fake: 'main',
    record: (req) => `${req.method} ${req.path} key=${req.get('idempotency-key') ?? '-'}`,
    timeoutMs: TIMEOUT_MS,
  });
  provider = portal.provider;
  mainUrl = portal.services.urls.main;
  visitor = await signedIn(portal.app);
});
afterAll(() => portal?.close());
afterEach(() => {
  provider.rules.length = 0;
  provider.slow.clear();
  provider.ignoredHeaders.clear();
  provider.calls.length = 0;
});

const isCreation = (req: Request) =>
  req.method === 'POST' && /^\/clients\/\d+\/shipments$/.test(req.path);
const creations = () => provider.calls.filter((c) => /^POST \/clients\/\d+\/shipments /.test(c));

/**
 * The provider takes the creation and saves it, but its answer never comes back: the
 * request is passed on to the service here, and the portal's connection is left to hang
 * (`hang`) or dropped (`reset`). Only the first creation is treated so.
 */
function loseFirstAnswer(fault: 'hang' | 'reset') {
  let lost = 0;
  provider.rules.push((req) => {
    if (!isCreation(req) || lost++ > 0) return undefined;
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'access-token', 'accept', 'idempotency-key']) {
      const value = req.get(name);
      if (value) headers[name] = value;
    }
    void fetch(new URL(req.originalUrl, mainUrl), {
      method: 'POST',
      headers,
      body: new Uint8Array(req.body as Buffer),
    });
    return fault;
  });
}

/** A complete domestic draft with its own order reference. */
async function newDraft(reference: string) {
  const { sender, receiver, consignee } = await domesticParties(visitor);
  const { draft } = (await visitor.visit('create-shipment'))
    .component('shipments/create-shipment')
    .prop<PageProps['shipments/create-shipment']>();
  return {
    id: draft.id,
    values: filled(sender, receiver, consignee.value, { reference1: reference }),
  };
}

/** The wizard's submit; the answer itself (the toasts are read on the dashboard after). */
const submit = (draft: Awaited<ReturnType<typeof newDraft>>) =>
  visitor.post(['create-shipment.store', { draft: draft.id }], draft.values, {
    errorBag: 'createShipment',
    follow: false,
  });

function expectRedirect(answer: AssertablePage, path: string) {
  expect([302, 303]).toContain(answer.status);
  expect(new URL(String(answer.headers.location), 'http://x').pathname).toBe(path);
}

/** The provider's shipments with this order reference, read through the portal. */
async function shipmentsWith(reference: string): Promise<number> {
  const table = (await visitor.visit(['shipments', { search: reference }]))
    .component('shipments/shipments')
    .prop<PageProps['shipments/shipments']['table']>('table');
  if (!table.ok) throw new Error('the shipments list did not load');
  return table.value.rows.filter((row) => row.orderReference === reference).length;
}

async function dashboardToasts(): Promise<string[]> {
  const page = (await visitor.visit('dashboard')).component('dashboard/dashboard');
  return page.toastList.map((t) => t.message);
}

describe('the creation of a draft', () => {
  it("carries the draft's Idempotency-Key, the same on every submit of that draft", async () => {
    const draft = await newDraft(`KEY-${Date.now()}`);
    let refused = 0;
    provider.rules.push((req) => (isCreation(req) && refused++ === 0 ? serverError : undefined));
    expectRedirect(await submit(draft), '/shipments/create');
    expectRedirect(await submit(draft), '/dashboard');
    expect(creations()).toEqual([
      expect.stringMatching(new RegExp(`key=shipment-${draft.id}$`)),
      expect.stringMatching(new RegExp(`key=shipment-${draft.id}$`)),
    ]);

    const next = await newDraft(`KEY-NEXT-${Date.now()}`);
    expect(next.id).not.toBe(draft.id);
    expectRedirect(await submit(next), '/dashboard');
    expect(creations()[2]).toMatch(new RegExp(`key=shipment-${next.id}$`));
  });

  it('that timed out is sent once more with the same key: the user sees it created, once', async () => {
    const reference = `TIMEOUT-${Date.now()}`;
    const draft = await newDraft(reference);
    loseFirstAnswer('hang');
    expectRedirect(await submit(draft), '/dashboard');
    expect(await dashboardToasts()).toEqual(['Shipment created successfully.']);
    const key = `key=shipment-${draft.id}`;
    expect(creations()).toEqual([expect.stringContaining(key), expect.stringContaining(key)]);
    // The repeat was answered from the provider's key store: no second shipment.
    expect(await shipmentsWith(reference)).toBe(1);
  });

  it('that timed out at a provider that does not keep keys is not sent again: booked once', async () => {
    const reference = `NOKEYS-${Date.now()}`;
    const draft = await newDraft(reference);
    provider.ignoredHeaders.add('idempotency-key');
    loseFirstAnswer('hang');
    expectRedirect(await submit(draft), '/shipments/create');
    // A repeat would have been a second shipment: the provider would not know it as one.
    expect(creations()).toHaveLength(1);
    expect(await shipmentsWith(reference)).toBe(1);
    // The draft is finished, so the next test starts its own: once the provider keeps keys
    // again, the resubmit is answered with the shipment made.
    provider.ignoredHeaders.clear();
    expectRedirect(await submit(draft), '/dashboard');
    expect(await shipmentsWith(reference)).toBe(1);
  });

  it('whose connection dropped after sending is sent once more: created, once', async () => {
    const reference = `RESET-${Date.now()}`;
    const draft = await newDraft(reference);
    loseFirstAnswer('reset');
    expectRedirect(await submit(draft), '/dashboard');
    expect(await dashboardToasts()).toEqual(['Shipment created successfully.']);
    expect(creations()).toHaveLength(2);
    expect(await shipmentsWith(reference)).toBe(1);
  });

  it('is answered from the key store when the portal has forgotten the draft was created', async () => {
    // The session lost the created draft (a session saved by another tab over this one):
    // only the provider's key store stands between the resubmit and a second shipment.
    const reference = `REPEAT-${Date.now()}`;
    const draft = await newDraft(reference);
    expectRedirect(await submit(draft), '/dashboard');
    await editSignedInSessions(portal.store, (data) => {
      data.createdDrafts = [];
    });
    provider.calls.length = 0;
    // Nor does the portal's flight (a store that has lost it): the resubmit reaches the
    // provider, which answers from its key store.
    const deps = portal.app.locals.deps as { flights: Flights };
    const kept = deps.flights;
    deps.flights = createFlights({ kind: 'memory' });
    try {
      expectRedirect(await submit(draft), '/dashboard');
    } finally {
      deps.flights = kept;
    }
    expect(creations()).toHaveLength(1);
    expect(await shipmentsWith(reference)).toBe(1);
  });

  it('sent twice at once (a double click) reaches the provider once', async () => {
    const reference = `TWICE-${Date.now()}`;
    const draft = await newDraft(reference);
    provider.slow.add(isCreation);
    const answers = await Promise.all([submit(draft), submit(draft)]);
    for (const answer of answers) expect([302, 303]).toContain(answer.status);
    expect(creations()).toHaveLength(1);
    expect(answers.map((answer) => answer.headers.location)).toContain('/dashboard');
    expect(await shipmentsWith(reference)).toBe(1);
  });

  it('still creates the shipment with a provider that ignores the key', async () => {
    const reference = `PLAIN-${Date.now()}`;
    const draft = await newDraft(reference);
    provider.ignoredHeaders.add('idempotency-key');
    expectRedirect(await submit(draft), '/dashboard');
    expect(await dashboardToasts()).toEqual(['Shipment created successfully.']);
    expect(await shipmentsWith(reference)).toBe(1);
  });
});
