import type { Request } from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RatesAnswer } from '../../../shared/rates/types';
import { wizardRateAsk, type WizardRateInput } from '../../../shared/rates/wizard-input';
import type { WizardValues } from '../../../shared/shipment-wizard/values';
import { signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { providerQuote } from '../../support/provider/quotes';
import { domesticParties, filled } from '../../support/data/shipment-wizard';
import {
  answerWhen,
  calls,
  callsMatching,
  notFoundEnvelope,
  serverError,
  validationError,
} from '../../support/provider/answers';

let portal: Portal;
let user: InertiaBrowser;
let values: WizardValues;
let draftId: string;

beforeAll(async () => {
  portal = await startPortal({ fake: 'all', timeoutMs: 5000 });
  user = await signedIn(portal.app);
  // 'Ship again' gives a draft with both ends and its packages, as a customer has it.
  const list = (await user.visit('shipments')).prop<string>('table.value.rows.0.id');
  const page = await user.post(['shipments.ship-again', { shipment: list }], {});
  values = page.prop<WizardValues>('draft.values');
  draftId = page.prop<string>('draft.id');
});
afterEach(() => {
  portal.overrides.clear();
  portal.slow.clear();
  portal.calls.length = 0;
});
afterAll(() => portal?.close());

const QUOTE = providerQuote();

/** The provider's rating call answers one quote and keeps the body it was sent. */
function quoting(sent: unknown[]) {
  return (req: Request) => {
    if (!calls('POST', '/rates')(req)) return undefined;
    sent.push(JSON.parse((req.body as Buffer).toString('utf8')));
    return { status: 200, body: { success: true, data: { quotes: [QUOTE] }, notification: null } };
  };
}

function input(change: (v: WizardValues) => WizardValues = (v) => v): WizardRateInput {
  const ask = wizardRateAsk(change(structuredClone(values)));
  if (ask.kind !== 'ask') throw new Error(`the draft gives no rating request: ${ask.kind}`);
  return ask.input;
}

const askRates = (body: unknown) => user.sendJson('post', 'create-shipment.rates', body);

describe('the wizard’s prices', () => {
  it('prices the wizard’s values for the account, each address list asked once, at once', async () => {
    const sent: unknown[] = [];
    portal.overrides.add(quoting(sent));
    portal.slow.add((req) => req.method === 'GET' && /\/addresses/.test(req.path));
    portal.calls.length = 0;
    const res = await askRates({ draftId, ...input() });
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const answer = res.body as RatesAnswer;
    expect(answer).toMatchObject({
      state: 'quoted',
      quotes: [{ quoteId: 'Q-1', total: { value: 42.1, currency: 'USD' } }],
    });
    // The places come from the addresses, never from the browser; the shipment leaves now,
    // on the origin's calendar, which the provider keeps, so no ship date is named.
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toHaveProperty('ship_date');
    expect(sent[0]).toMatchObject({
      client_id: expect.any(Number),
      origin: { country: expect.any(String), city: expect.any(String) },
      destination: { country: expect.any(String), city: expect.any(String) },
      packages: [{ count: 1, weight: { value: expect.any(Number) } }],
    });
    // Each upstream call once; the two lists both asked before either answered.
    const asked = [...portal.calls];
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked.slice(0, 2).every((c) => c.includes('/addresses'))).toBe(true);
    expect(asked[2]).toBe('POST /rates');
  });

  it('says a provider without the rating call does not offer it, and an outage failed', async () => {
    portal.overrides.add((req) => (calls('POST', '/rates')(req) ? notFoundEnvelope : undefined));
    expect((await askRates({ draftId, ...input() })).body).toEqual({ state: 'not-offered' });
    portal.overrides.clear();
    portal.overrides.add((req) => (calls('POST', '/rates')(req) ? serverError : undefined));
    const failed = await askRates({ draftId, ...input() });
    expect(failed.status).toBe(200);
    expect(failed.body).toEqual({ state: 'failed' });
  });

  it('refuses what cannot be rated with a 422 and sends nothing', async () => {
    const sent: unknown[] = [];
    portal.overrides.add(quoting(sent));
    const zero = input();
    zero.packages = [{ ...zero.packages[0]!, weight: { value: 0, unit: 'kg' } }];
    const heavy = input();
    heavy.packages = [{ ...heavy.packages[0]!, weight: { value: 1200, unit: 'kg' } }];
    const bad = [
      zero,
      heavy,
      { ...input(), packages: [] },
      { ...input(), senderAddressId: 'no-such-address' },
      { nothing: true },
    ];
    for (const body of bad) {
      const res = await askRates({ draftId, ...body });
      expect(res.status, JSON.stringify(body).slice(0, 120)).toBe(422);
      expect(res.body).toEqual({ state: 'failed' });
    }
    expect(sent).toEqual([]);
  });
});

describe('booking at the quoted price', () => {
  const creation = callsMatching('POST /clients/\\d+/shipments');

  /** Books the filled wizard with `quoteId`, or with the provider's own quote for it. */
  async function book(quoteId?: string) {
    const { sender, receiver, consignee } = await domesticParties(user);
    const draft = (await user.visit('create-shipment')).prop<string>('draft.id');
    const body = filled(sender, receiver, consignee.value, { reference1: `Q-${Date.now()}` });
    let id = quoteId;
    if (id === undefined) {
      // A quote the provider issued for these very values: it books at that price.
      const ask = wizardRateAsk(body);
      if (ask.kind !== 'ask') throw new Error(`the values give no rating request: ${ask.kind}`);
      const answer = (await askRates({ draftId: draft, ...ask.input })).body as RatesAnswer;
      if (answer.state !== 'quoted') throw new Error(`no quote: ${answer.state}`);
      id = answer.quotes.find((q) => q.product.value === body.productCode)?.quoteId;
      if (!id) throw new Error(`no quote for product ${body.productCode}`);
    }
    const post = await user.post(
      ['create-shipment.store', { draft }],
      { ...body, quoteId: id },
      { errorBag: 'createShipment' },
    );
    return { post, quoteId: id };
  }

  it('sends the quote id with the shipment', async () => {
    const bodies: unknown[] = [];
    portal.overrides.add((req) => {
      if (creation(req)) bodies.push(JSON.parse((req.body as Buffer).toString('utf8')));
      return undefined;
    });
    const { post, quoteId } = await book();
    post.redirectedTo('/dashboard');
    expect(bodies).toMatchObject([{ shipment: { quoteId } }]);
  });

  it('comes back to the wizard under quoteId when the provider says the quote expired', async () => {
    portal.overrides.add(
      answerWhen(creation, validationError('shipment.quoteId', 'The quote has expired')),
    );
    (await book('Q-OLD')).post
      .redirectedTo('/shipments/create')
      .hasErrors({ quoteId: 'The quote has expired' }, 'createShipment');
  });
});
