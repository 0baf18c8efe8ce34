import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { QuoteValues } from '../../../shared/forms/quote';
import type { RatesAnswer } from '../../../shared/rates/types';
import type { WizardValues } from '../../../shared/shipment-wizard/values';
import { dayFromToday } from '../../support/data/dates';
import { beirutCity } from '../../support/data/addresses';
import { beirutToOranjestad } from '../../support/data/quote';
import { browser, DEMO_CREDENTIALS, signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { calls, notFoundEnvelope, validationError } from '../../support/provider/answers';

// Get a quote (docs/architecture.md, 'Get a quote'): open to everyone; the account's prices
// when signed in with one, the published ones with a limit per address otherwise.

let portal: Portal;
let user: InertiaBrowser;
let beirut: string;
let aruba: string;

beforeAll(async () => {
  // One proxy hop, so each visitor chooses its address; a tenth of the limits (6 quotes).
  portal = await startPortal({
    fake: 'main',
    record: (req) => `${req.method} ${req.path}`,
    env: { TRUST_PROXY: '1', RATE_LIMIT_SCALE: '0.1' },
  });
  user = await signedIn(portal.app);
  beirut = await beirutCity(user);
  // Aruba has neither provinces nor cities in the lists: its city is typed, as the form allows.
  aruba = 'Oranjestad';
});
afterEach(() => {
  portal.overrides.clear();
  portal.failing.clear();
});
afterAll(() => portal?.close());

let address = 0;
const addresses = new WeakMap<InertiaBrowser, Record<string, string>>();
/** A visitor from an address of its own, so each starts with the limit untouched. */
function visitor(): InertiaBrowser {
  address += 1;
  const guest = browser(portal.app);
  addresses.set(guest, { 'X-Forwarded-For': `198.51.100.${address}` });
  return guest;
}

/** A weekday a few days ahead: inside the 30 days whatever today is. */
const shipDate = () => {
  for (let d = 2; ; d += 1) {
    const day = dayFromToday(d);
    if (![0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay())) return day;
  }
};

function quote(
  overrides: Partial<QuoteValues['packages'][number]> = {},
  rest: Partial<QuoteValues> = {},
): QuoteValues {
  const values = beirutToOranjestad(beirut, shipDate());
  return {
    ...values,
    destination: { ...values.destination, city: aruba },
    packages: [{ ...values.packages[0]!, ...overrides }],
    ...rest,
  };
}

const rateCalls = () => portal.calls.filter((c) => c === 'POST /rates');
const rateBodies = () =>
  portal.forwarded
    .filter((f) => f.method === 'POST' && f.path === '/rates')
    .map((f) => f.body as Record<string, unknown>);

async function ask(who: InertiaBrowser, values: QuoteValues) {
  const headers = addresses.get(who) ?? {};
  await who.visit('get-quote', { headers });
  return who.post('get-quote.rates', values, { errorBag: 'quote', headers });
}

describe('the page', () => {
  it('opens for a visitor, empty, shipping today or the next business day', async () => {
    const page = (await visitor().visit('get-quote'))
      .component('quotes/get-quote')
      .where('auth.user', null)
      .where('answer', null)
      .where('account', null)
      .where('confirmShip', null)
      .count('values.packages', 1);
    const date = page.prop<string>('values.shipDate');
    expect([0, 6]).not.toContain(new Date(`${date}T00:00:00Z`).getUTCDay());
    expect(date >= page.prop<string>('today')).toBe(true);
  });

  it('gives a visitor the published prices: every product with price, date, breakdown, weights', async () => {
    portal.forwarded.length = 0;
    const page = (await ask(visitor(), quote()))
      .redirectedTo('/quote')
      .component('quotes/get-quote')
      .hasNoErrors('quote')
      .where('answer.state', 'quoted')
      .where('values.packages.0.weight', '4.5');
    const answer = page.prop<Extract<RatesAnswer, { state: 'quoted' }>>('answer');
    expect(answer.quotes.length).toBeGreaterThan(1);
    for (const q of answer.quotes) {
      expect(q.total.value).toBeGreaterThan(0);
      expect(q.breakdown.length).toBeGreaterThan(0);
      expect(q.delivery.estimatedDate >= q.delivery.shipDate).toBe(true);
      // 40 × 30 × 30 / 5000 = 7.2 kg a piece, against 4.5 kg: the volumetric weight is charged
      // (rounded up to the next half kilo).
      expect(q.weights).toMatchObject({ actual: 9, volumetric: 14.4, chargeable: 14.5 });
    }
    const [body] = rateBodies();
    expect(body).toMatchObject({ origin: { country: 'LB' }, destination: { country: 'AW' } });
    expect(body!.client_id).toBeUndefined();
  });

  it("gives a signed-in user the account's prices, with the account's id", async () => {
    portal.forwarded.length = 0;
    const page = (await ask(user, quote())).where('answer.state', 'quoted');
    expect(page.prop<string>('account')).toEqual(expect.any(String));
    expect(rateBodies()[0]!.client_id).toEqual(expect.anything());
  });
});

describe('bad input: a message under the field, nothing sent', () => {
  const cases: Array<[string, QuoteValues | (() => QuoteValues), string, RegExp]> = [
    ['a weight of 0', () => quote({ weight: '0' }), 'packages.0.weight', /more than 0/],
    ['a negative weight', () => quote({ weight: '-2' }), 'packages.0.weight', /more than 0/],
    ['a piece over 1,000 kg', () => quote({ weight: '1000.5' }), 'packages.0.weight', /1,000 kg/],
    [
      'a piece over 1,000 kg in pounds',
      () => quote({ weight: '2300', weightUnit: 'lb' }),
      'packages.0.weight',
      /1,000 kg/,
    ],
    ['a side of 0', () => quote({ height: '0' }), 'packages.0.height', /more than 0/],
    ['a side over 300 cm', () => quote({ length: '301' }), 'packages.0.length', /300 cm/],
    [
      'a side over 300 cm in inches',
      () => quote({ width: '120', dimensionsUnit: 'in' }),
      'packages.0.width',
      /300 cm/,
    ],
    [
      'a ship date in the past',
      () => quote({}, { shipDate: dayFromToday(-2) }),
      'shipDate',
      /past/,
    ],
    [
      'a ship date over 30 days ahead',
      () => quote({}, { shipDate: dayFromToday(40) }),
      'shipDate',
      /30 days/,
    ],
    [
      'an unknown city',
      () =>
        quote(
          {},
          {
            origin: {
              country: 'LB',
              countryName: '',
              province: 'BA',
              city: 'Atlantis',
              postalCode: '1107',
            },
          },
        ),
      'origin.city',
      /city/i,
    ],
    [
      'an unknown country',
      () =>
        quote(
          {},
          {
            destination: {
              country: 'QQ',
              countryName: '',
              province: '',
              city: 'X',
              postalCode: '1',
            },
          },
        ),
      'destination.country',
      /country/i,
    ],
    [
      'no postal code where the country uses one',
      () =>
        quote(
          {},
          {
            origin: {
              country: 'LB',
              countryName: '',
              province: 'BA',
              city: beirut,
              postalCode: '',
            },
          },
        ),
      'origin.postalCode',
      /required/,
    ],
  ];
  it.each(cases)('%s', async (_name, values, field, message) => {
    portal.calls.length = 0;
    const given = typeof values === 'function' ? values() : values;
    (await ask(visitor(), given))
      .redirectedTo('/quote')
      .component('quotes/get-quote')
      .hasErrors({ [field]: message }, 'quote')
      .where('answer', null);
    expect(rateCalls()).toEqual([]);
  });

  it("puts the provider's 422 under the form's own fields", async () => {
    portal.overrides.add((req) =>
      calls('POST', '/rates')(req)
        ? validationError('packages.0.dimensions.height', 'Too tall for this lane')
        : undefined,
    );
    (await ask(visitor(), quote())).hasErrors(
      { 'packages.0.height': 'Too tall for this lane' },
      'quote',
    );
  });
});

describe('a provider', () => {
  it('without the extension: the page says once that prices are not available', async () => {
    portal.overrides.add((req) => (calls('POST', '/rates')(req) ? notFoundEnvelope : undefined));
    (await ask(visitor(), quote())).hasNoErrors('quote').where('answer', { state: 'not-offered' });
  });

  it('failing: the form stays and the page says the price could not be fetched', async () => {
    portal.failing.add(calls('POST', '/rates'));
    (await ask(visitor(), quote({ weight: '3' })))
      .hasNoErrors('quote')
      .where('answer', { state: 'failed' })
      .where('values.packages.0.weight', '3');
  });
});

describe('the limit per address of a visitor', () => {
  it('counts each quote and says when to try again, asking nothing more', async () => {
    const who = visitor();
    for (let i = 0; i < 6; i += 1) (await ask(who, quote())).where('answer.state', 'quoted');
    portal.calls.length = 0;
    (await ask(who, quote()))
      .redirectedTo('/quote')
      .hasToast({ message: expect.stringMatching(/^Too many attempts/), status: 'error' });
    expect(rateCalls()).toEqual([]);
    // Another address, and a signed-in user, are not held back.
    (await ask(visitor(), quote())).where('answer.state', 'quoted');
    (await ask(user, quote())).where('answer.state', 'quoted');
  });
});

describe('Ship this', () => {
  const draftValues = (page: { prop: <T>(p: string) => T }) =>
    page.prop<WizardValues>('draft.values');

  it('opens the wizard with the packages and the product for a signed-in user', async () => {
    const who = await signedIn(portal.app);
    const asked = await ask(who, quote());
    const product =
      asked.prop<Extract<RatesAnswer, { state: 'quoted' }>>('answer').quotes[0]!.product.value;
    const wizard = (await who.post('get-quote.ship', { product }))
      .redirectedTo('/shipments/create')
      .component('shipments/create-shipment');
    const values = draftValues(wizard);
    expect(values.productCode).toBe(product);
    // Opened at the first step left to choose: the pickup address when the account has none
    // in the origin city, else the consignee, which a quote never names.
    wizard.where('draft.step', values.senderAddressId ? 1 : 0);
    expect(values.packages).toHaveLength(2);
    expect(values.packages[0]).toMatchObject({
      weight: '4.5',
      length: '40',
      width: '30',
      height: '30',
    });
  });

  it('asks before it replaces a draft in progress, then replaces it once confirmed', async () => {
    const who = await signedIn(portal.app);
    const asked = await ask(who, quote());
    const product =
      asked.prop<Extract<RatesAnswer, { state: 'quoted' }>>('answer').quotes[1]!.product.value;
    await who.post('get-quote.ship', { product });
    await who.visit('create-shipment');
    const draft = who.current!.props.draft as { id: string; values: WizardValues };
    await who.sendJson('put', 'create-shipment.draft', {
      draftId: draft.id,
      step: 1,
      values: { ...draft.values, reference1: 'KEPT-1' },
    });
    await who.visit('get-quote');
    (await who.post('get-quote.ship', { product }))
      .redirectedTo('/quote')
      .flash('shipQuote', { product, confirm: true });
    const replaced = await who.post('get-quote.ship', { product, replace: true });
    replaced.redirectedTo('/shipments/create');
    expect(draftValues(replaced).reference1).toBe('');
  });

  it('sends a visitor to sign in first, then into the wizard with the product chosen', async () => {
    const guest = visitor();
    const asked = await ask(guest, quote());
    const product =
      asked.prop<Extract<RatesAnswer, { state: 'quoted' }>>('answer').quotes[0]!.product.value;
    (await guest.post('get-quote.ship', { product }))
      .redirectedTo('/login')
      .component('auth/login')
      .hasToast({ message: expect.stringMatching(/^Sign in to ship this/), status: 'info' });
    const wizard = (await guest.post('login.store', DEMO_CREDENTIALS, { errorBag: 'login' }))
      .redirectedTo('/shipments/create')
      .component('shipments/create-shipment');
    expect(draftValues(wizard).productCode).toBe(product);
    expect(draftValues(wizard).packages[0]).toMatchObject({ weight: '4.5' });
  });

  it('refuses a product the quote did not offer, and a visitor who asked nothing', async () => {
    const guest = visitor();
    await guest.visit('get-quote');
    (await guest.post('get-quote.ship', { product: 'P' })).redirectedTo('/quote').hasToast({
      message: expect.stringMatching(/^Get a quote first/),
      status: 'error',
    });
    await ask(guest, quote());
    (await guest.post('get-quote.ship', { product: 'NOPE' })).redirectedTo('/quote').hasToast({
      message: expect.stringMatching(/not in your quote/),
      status: 'error',
    });
  });

  it('goes on after sign-in only to a path of this site', async () => {
    const { sameSitePath } = await import('../../../server/http/intended');
    expect(sameSitePath('/quote')).toBe('/quote');
    for (const bad of ['//evil.test', '/\\evil.test', 'https://evil.test', '/x\n', '', 42]) {
      expect(sameSitePath(bad)).toBeNull();
    }
  });
});
