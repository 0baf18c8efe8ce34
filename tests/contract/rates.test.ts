// Extension: the rating call, POST /rates. One quote per product of the lane, each with its
// total and breakdown, the weights it was counted on, the delivery date and a quote id valid
// for 24 hours; the account's contract prices with a token and client_id, the published rate
// card to anyone without. 422 with the field map, 403 on another user's account, code 100
// for an account's prices without a token. A backend without it fails this file only.
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, forbidden, invalid, ok, signedOut } from '../support/contract/api';
import type { Session } from '../support/contract/flows';
import * as s from '../support/contract/schemas';
import { useContract } from '../support/contract/suite';
import { otpReadable } from '../support/contract/target';

const { api, target, flow } = useContract();

const DAY_MS = 86_400_000;

/** The calendar date `days` from now in `zone`, as a depot there reads it. */
function dateIn(zone: string, days = 0, at = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(
    new Date(at.getTime() + days * DAY_MS),
  );
}
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
/** The first date at least `days` ahead that falls on `day` (0 Sunday … 6 Saturday). */
function nextWeekday(day: number, days = 2): string {
  for (let n = days; ; n += 1) {
    const date = dateIn('UTC', n);
    if (weekday(date) === day) return date;
  }
}

const parcel = (overrides: Record<string, unknown> = {}) => ({
  count: 1,
  weight: { value: 2, unit: 'kg' },
  dimensions: { unit: 'cm', length: 30, width: 20, height: 10 },
  ...overrides,
});

const request = (overrides: Record<string, unknown> = {}) => ({
  origin: { country: 'LB', city: 'Beirut' },
  destination: { country: 'GB', city: 'London', postal_code: 'SW1A 1AA' },
  ship_date: dateIn('UTC', 3),
  packages: [parcel()],
  ...overrides,
});

let session: Session;
let client: s.Client;
beforeAll(async () => {
  session = await flow.login(target().user);
  client = await flow.firstClient(session);
});

const rate = (body: unknown, token?: string) => api.post('main', '/rates', { body, token });
const quotes = async (body: unknown, token?: string) => ok(await rate(body, token), s.rates).quotes;
const cents = (money: { value: number }) => Math.round(money.value * 100);
const byProduct = (list: s.RateQuote[]) => new Map(list.map((q) => [q.product.value, q]));

describe('POST /rates without client_id: the published rate card', () => {
  it('needs no token and answers a quote per product of the lane', async () => {
    const international = await quotes(request());
    expect(international.length).toBeGreaterThan(0);
    const domestic = await quotes(request({ destination: { country: 'LB', city: 'Tripoli' } }));
    expect(domestic.length).toBeGreaterThan(0);
    const groups = (list: s.RateQuote[]) => new Set(list.map((q) => q.product.product_group));
    expect(groups(international).size).toBe(1);
    expect(groups(domestic).size).toBe(1);
    expect([...groups(domestic)]).not.toEqual([...groups(international)]);
  });

  it('breaks each total down into lines that add up to it, freight first', async () => {
    const body = request({
      declared_value: { value: 400, currency: 'USD' },
      added_services: ['INSURANCE', 'SIGNATURE'],
      customs_payment_type: 'DDP - Shipper',
    });
    for (const quote of await quotes(body)) {
      const sum = quote.breakdown.reduce((total, line) => total + cents(line.amount), 0);
      expect(sum).toBe(cents(quote.total));
      expect(quote.breakdown.map((line) => line.code)).toContain('freight');
      expect(quote.breakdown.map((line) => line.code)).toEqual(
        expect.arrayContaining(['insurance', 'service:SIGNATURE', 'duties']),
      );
      for (const line of quote.breakdown) expect(line.amount.currency).toBe(quote.total.currency);
    }
  });

  it('charges the heavier of actual and volumetric weight, up to the next half kilo', async () => {
    const [light] = await quotes(request({ packages: [parcel({ count: 2, dimensions: null })] }));
    expect(light!.weight.actual).toBeCloseTo(4, 2);
    expect(light!.weight.volumetric).toBe(0);
    expect(light!.weight.chargeable).toBe(4);

    // 2 × 50×40×30 cm / 5000 = 24 kg, against 4 kg on the scale.
    const bulky = parcel({
      count: 2,
      dimensions: { unit: 'cm', length: 50, width: 40, height: 30 },
    });
    const [big] = await quotes(request({ packages: [bulky] }));
    expect(big!.weight.volumetric).toBeCloseTo(24, 2);
    expect(big!.weight.chargeable).toBe(24);
    const freight = (q: s.RateQuote) =>
      cents(q.breakdown.find((l) => l.code === 'freight')!.amount);
    expect(freight(big!)).toBeGreaterThan(freight(light!));

    // 10 lb and 20×10×10 in: 4.54 kg actual, 6.56 kg volumetric, 7 kg charged.
    const imperial = parcel({
      weight: { value: 10, unit: 'lb' },
      dimensions: { unit: 'in', length: 20, width: 10, height: 10 },
    });
    const [mixed] = await quotes(request({ packages: [imperial] }));
    expect(mixed!.weight.actual).toBeCloseTo(4.54, 1);
    expect(mixed!.weight.volumetric).toBeCloseTo(6.56, 1);
    for (const q of [light!, big!, mixed!]) {
      const heavier = Math.max(q.weight.actual, q.weight.volumetric);
      expect(q.weight.chargeable).toBe(Math.ceil(heavier * 2) / 2);
    }
  });

  it('issues quotes valid for 24 hours, each with its own id', async () => {
    const before = Date.now();
    const list = await quotes(request());
    for (const quote of list) {
      const left = new Date(quote.expires_at).getTime() - before;
      expect(left).toBeGreaterThan(DAY_MS - 5 * 60_000);
      expect(left).toBeLessThan(DAY_MS + 5 * 60_000);
    }
    const again = await quotes(request());
    const ids = [...list, ...again].map((q) => String(q.quote_id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('POST /rates: delivery dates', () => {
  it('moves a ship date on a weekend to the next business day', async () => {
    const saturday = nextWeekday(6);
    const domestic = request({
      origin: { country: 'US', city: 'New York', postal_code: '10001' },
      destination: { country: 'US', city: 'Chicago', postal_code: '60601' },
      ship_date: saturday,
    });
    for (const quote of await quotes(domestic)) {
      expect(quote.delivery.ship_date > saturday).toBe(true);
      expect(weekday(quote.delivery.ship_date)).toBe(1);
      expect([0, 6]).not.toContain(weekday(quote.delivery.estimated_date));
      expect(quote.delivery.estimated_date > quote.delivery.ship_date).toBe(true);
    }
  });

  it('counts business days on the destination’s week (Friday and Saturday in Saudi Arabia)', async () => {
    const list = await quotes(
      request({ destination: { country: 'SA', city: 'Riyadh' }, ship_date: nextWeekday(1) }),
    );
    for (const quote of list) {
      expect(quote.delivery.business_days).toBeGreaterThan(0);
      expect([5, 6]).not.toContain(weekday(quote.delivery.estimated_date));
      const span =
        (Date.parse(quote.delivery.estimated_date) - Date.parse(quote.delivery.ship_date)) / DAY_MS;
      expect(span).toBeGreaterThanOrEqual(quote.delivery.business_days);
    }
  });

  it('ships today before the cut-off, and the next business day after it', async () => {
    const zone = 'America/New_York';
    const today = dateIn(zone);
    const body = request({
      origin: { country: 'US', city: 'New York', postal_code: '10001' },
      ship_date: today,
    });
    const [quote] = await quotes(body);
    const clock = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date());
    const cutoff = quote!.delivery.cutoff;
    // A minute either side of the cut-off cannot tell which one the provider read.
    const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
    if (Math.abs(minutes(clock) - minutes(cutoff)) <= 1) return;
    const workday = ![0, 6].includes(weekday(today));
    if (clock >= cutoff || !workday) expect(quote!.delivery.ship_date > today).toBe(true);
    else expect(quote!.delivery.ship_date).toBe(today);
  });

  it('names the products in the language the caller asks for, the values as in English', async () => {
    const domestic = request({ destination: { country: 'LB', city: 'Tripoli' } });
    const english = await quotes(domestic);
    const inArabic = ok(
      await api.post('main', '/rates', { body: domestic, headers: { 'Accept-Language': 'ar' } }),
      s.rates,
    ).quotes;
    expect(inArabic.map((q) => q.product.value)).toEqual(english.map((q) => q.product.value));
    expect(inArabic.every((q) => /[\u0600-\u06FF]/.test(q.product.label))).toBe(true);
    expect(english.some((q) => /[\u0600-\u06FF]/.test(q.product.label))).toBe(false);
    // The price's lines too: their codes and amounts as in English, their labels said.
    const lines = (list: typeof english) => list.flatMap((q) => q.breakdown);
    expect(lines(inArabic).map(({ code, amount }) => ({ code, amount }))).toEqual(
      lines(english).map(({ code, amount }) => ({ code, amount })),
    );
    expect(lines(inArabic).every((line) => /[\u0600-\u06FF]/.test(line.label))).toBe(true);
    expect(lines(english).find((line) => line.code === 'freight')?.label).toMatch(
      /^Freight \(\d+(\.\d+)? kg\)$/,
    );
  });

  it('ships now without a ship date: today on the origin’s calendar, whatever the asker’s', async () => {
    // Dubai is four hours ahead of UTC: an asker there at 21:00 UTC is already on tomorrow.
    const origin = { country: 'AE', city: 'Dubai' };
    const { ship_date: _asked, ...now } = request({ origin });
    const [unnamed] = await quotes(now);
    const [named] = await quotes({ ...now, ship_date: dateIn('Asia/Dubai') });
    expect(unnamed!.delivery).toEqual(named!.delivery);
  });
});

describe('POST /rates with client_id: the account’s contract prices', () => {
  it('answers the account’s prices, apart from the published ones', async () => {
    const body = request();
    const published = byProduct(await quotes(body));
    const account = byProduct(await quotes({ ...body, client_id: client.id }, session.token));
    expect([...account.keys()].sort()).toEqual([...published.keys()].sort());
    const differ = [...account].some(
      ([code, q]) => cents(q.total) !== cents(published.get(code)!.total),
    );
    expect(differ).toBe(true);
  });

  it('wants a token for an account’s prices (code 100)', async () => {
    signedOut(await rate({ ...request(), client_id: client.id }));
    signedOut(await rate({ ...request(), client_id: client.id }, 'not-a-token'));
  });
});

describe('POST /rates: 422 with the field map', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    [
      'a zero weight',
      { packages: [parcel({ weight: { value: 0, unit: 'kg' } })] },
      'packages.0.weight.value',
    ],
    [
      'a negative weight',
      { packages: [parcel({ weight: { value: -1, unit: 'kg' } })] },
      'packages.0.weight.value',
    ],
    [
      'a piece over 1,000 kg',
      { packages: [parcel({ weight: { value: 2300, unit: 'lb' } })] },
      'packages.0.weight.value',
    ],
    [
      'a zero side',
      { packages: [parcel({ dimensions: { unit: 'cm', length: 0, width: 10, height: 10 } })] },
      'packages.0.dimensions.length',
    ],
    [
      'a negative side',
      { packages: [parcel({ dimensions: { unit: 'cm', length: 10, width: -5, height: 10 } })] },
      'packages.0.dimensions.width',
    ],
    [
      'a side over 300 cm',
      { packages: [parcel({ dimensions: { unit: 'in', length: 20, width: 20, height: 120 } })] },
      'packages.0.dimensions.height',
    ],
    ['an unknown origin country', { origin: { country: 'XQ', city: 'Nowhere' } }, 'origin.country'],
    [
      'an unknown destination country',
      { destination: { country: 'ZZ', city: 'Nowhere' } },
      'destination.country',
    ],
    [
      'a destination without a city',
      { destination: { country: 'GB', city: '' } },
      'destination.city',
    ],
    ['a ship date in the past', { ship_date: dateIn('UTC', -2) }, 'ship_date'],
    ['a ship date more than 30 days ahead', { ship_date: dateIn('UTC', 32) }, 'ship_date'],
    ['a ship date that is no date', { ship_date: '2026-02-30' }, 'ship_date'],
  ];
  it.each(cases)('on %s', async (_what, overrides, field) => {
    const errors = invalid(await rate(request(overrides)), [field]);
    expect(errors[field]).toMatch(/^[A-Z][^{}<>]+$/);
  });

  it('names the second package when it is the bad one', async () => {
    const body = request({ packages: [parcel(), parcel({ weight: { value: 0, unit: 'kg' } })] });
    invalid(await rate(body), ['packages.1.weight.value']);
  });
});

const strangerAvailable = otpReadable || Boolean(process.env.CONTRACT_OTHER_EMAIL);

describe.skipIf(!strangerAvailable)(
  '403 on the prices of an account the user has not linked',
  () => {
    it('answers 403 and no quote', async () => {
      const other = target().otherUser;
      const stranger = other ? await flow.login(other) : (await flow.newUser()).session;
      forbidden(await rate({ ...request(), client_id: client.id }, stranger.token));
      failure(await rate({ ...request(), client_id: 999_999_999 }, session.token), 403);
    });
  },
);
