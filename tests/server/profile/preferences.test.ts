import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AddressCard, Option } from '../../../shared/address/types';
import { startPortal, type Portal } from '../../support/portal';
import { calls, serverError, validationError } from '../../support/provider/answers';
import { BEIRUT, beirutCity } from '../../support/data/addresses';
import { signedIn, type InertiaBrowser } from '../../support/inertia';

let portal: Portal;
let visitor: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal({ fake: 'all', timeoutMs: 5000 });
  visitor = await signedIn(portal.app);
});
afterEach(() => portal.overrides.clear());
afterAll(() => portal?.close());

type Loaded<T> = { ok: true; value: T } | { ok: false };

const picker = (query: Record<string, string | number> = {}) =>
  visitor.getJson<{ options: Option[]; hasMore: boolean }>(['options.addresses', query]);

const allOptions = async () => {
  const found: Option[] = [];
  for (let page = 1; ; page += 1) {
    const { options, hasMore } = await picker({ page });
    found.push(...options);
    if (!hasMore) return found;
  }
};

const book = async () =>
  (await visitor.visit('address-book'))
    .component('address-book/address-book')
    .prop<AddressCard[]>('addresses');

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

describe('the address picker', () => {
  it('pages the account’s addresses by five, named by one line with places by name', async () => {
    const first = await picker({ page: 1 });
    expect(first.options.length).toBeLessThanOrEqual(5);
    const all = await allOptions();
    expect(all.length).toBe((await book()).length);
    for (const option of all) expect(option.label).not.toMatch(/, [A-Z]{2}$/);
  });

  it('searches every word of the query', async () => {
    const all = await allOptions();
    const word = all[0]!.label.split(/[ ,-]+/).find((w) => w.length > 3)!;
    const { options } = await picker({ search: word.toLowerCase() });
    expect(options.length).toBeGreaterThan(0);
    for (const o of options) expect(o.label.toLowerCase()).toContain(word.toLowerCase());
    expect((await picker({ search: 'zzqx-nothing' })).options).toEqual([]);
  });
});

describe('Shipping Preferences', () => {
  const page = async (query: Record<string, string> = {}) =>
    (await visitor.visit(['shipping-preferences', query]))
      .component('profile/shipping-preferences')
      .prop<{ current: Loaded<Option | null>; added: Option | null }>();

  it('shows the current default shipping address', async () => {
    const cards = await book();
    const current = cards.find((c) => c.defaultShipping)!;
    const props = await page();
    expect(props.current).toMatchObject({ ok: true, value: { value: current.id } });
    expect(props.added).toBeNull();
  });

  it('saves a chosen address at once; the address book’s badge follows', async () => {
    const other = (await book()).find((c) => !c.defaultShipping)!;
    await visitor.visit('shipping-preferences');
    const res = await visitor.put(
      'shipping-preferences.update',
      { address: other.id },
      { follow: false },
    );
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe('/profile/shipping-preferences');
    (await visitor.visit('shipping-preferences'))
      .component('profile/shipping-preferences')
      .toasts({ message: 'Shipping address saved.', status: 'success' })
      .where('current.ok', true)
      .where('current.value.value', other.id);
    expect((await book()).find((c) => c.defaultShipping)?.id).toBe(other.id);
  });

  it('gets an address added through ‘+ Add a New Address’ back, to be saved', async () => {
    const city = await beirutCity(visitor);
    const res = await visitor.post(['add-address-book.store', { back: 'shipping-preferences' }], {
      ...BEIRUT,
      city,
    });
    res.redirectedTo('/profile/shipping-preferences');
    const id = new URL(res.redirects.at(-1)!, 'http://x').searchParams.get('selected')!;
    expect(id).toBeTruthy();
    const props = await page({ selected: id });
    expect(props.added?.value).toBe(id);
    expect(props.added?.label).toContain('Lebanon');
    await visitor.put('shipping-preferences.update', { address: id });
    // Once saved, coming back to the same address asks nothing more.
    expect((await page({ selected: id })).added).toBeNull();
  });

  it('renders without the current value when the provider cannot say', async () => {
    portal.overrides.add((req) => (calls('GET', '/user-details')(req) ? serverError : undefined));
    expect((await page()).current).toEqual({ ok: false });
  });
});

describe('Pickup Preferences', () => {
  const bag = { errorBag: 'pickup' };
  const page = async () =>
    (await visitor.visit('pickup-preferences')).component('profile/pickup-preferences');
  const props = async () =>
    (await page()).prop<{
      current: Loaded<Option | null>;
      date: string;
      timeFrom: string;
      timeTo: string;
    }>();
  /** Saves the form and stays on the answer (the page is read after). */
  const save = (body: Record<string, string>, options: { errorBag?: string } = {}) =>
    visitor.put('pickup-preferences.update', body, { ...options, follow: false });

  it('checks the form with the spec’s messages', async () => {
    await visitor.visit('pickup-preferences');
    await save({ address: '', date: '', time_from: '', time_to: '' }, bag);
    let shown = await page();
    shown.errorsExactly({
      pickup: {
        address: 'Please select an address',
        date: 'Pickup date is required',
        time_from: 'From time is required',
        time_to: 'To time is required',
      },
    });
    const id = (await allOptions())[0]!.value;
    await save({ address: id, date: '2001-01-01', time_from: '14:00', time_to: '09:00' }, bag);
    shown = await page();
    shown.errorsExactly({
      pickup: {
        date: 'The pickup date cannot be before today',
        time_to: 'Start time cannot be after end time',
      },
    });
  });

  it('saves the address and the details with two calls, shown on return', async () => {
    const target = (await book()).find((c) => !c.defaultPickup)!;
    const date = tomorrow();
    await visitor.visit('pickup-preferences');
    (
      await visitor.put('pickup-preferences.update', {
        address: target.id,
        date,
        time_from: '09:00',
        time_to: '12:30',
      })
    )
      .redirectedTo('/profile/pickup-preferences')
      .component('profile/pickup-preferences')
      .toasts({ message: 'Pickup preferences saved.', status: 'success' })
      .whereMatch('', {
        current: { ok: true, value: { value: target.id } },
        date,
        timeFrom: '09:00',
        timeTo: '12:30',
      });
  });

  it('says only the details were saved when the address call fails', async () => {
    const before = await props();
    const other = (await allOptions()).find(
      (o) => before.current.ok && o.value !== before.current.value?.value,
    )!;
    portal.overrides.add((req) =>
      calls('POST', '/user/pickup-preferences')(req) ? serverError : undefined,
    );
    await save({
      address: other.value,
      date: tomorrow(),
      time_from: '10:00',
      time_to: '11:00',
    });
    portal.overrides.clear();
    const shown = await page();
    shown.toasts({
      message:
        'Your pickup date and times were saved, but the pickup address was not. Please try saving again.',
      status: 'error',
    });
    shown.whereMatch('', {
      current: before.current,
      timeFrom: '10:00',
      timeTo: '11:00',
    });
  });

  it('says only the address was saved when the details call fails', async () => {
    const before = await props();
    const other = (await allOptions()).find(
      (o) => before.current.ok && o.value !== before.current.value?.value,
    )!;
    portal.overrides.add((req) =>
      calls('POST', '/update/preferences')(req) ? serverError : undefined,
    );
    await save({
      address: other.value,
      date: tomorrow(),
      time_from: '15:00',
      time_to: '16:00',
    });
    portal.overrides.clear();
    const shown = await page();
    shown.toasts({
      message:
        'Your pickup address was saved, but the pickup date and times were not. Please try saving again.',
      status: 'error',
    });
    shown.whereMatch('', {
      current: { ok: true, value: { value: other.value } },
      timeFrom: before.timeFrom,
      timeTo: before.timeTo,
    });
  });

  it('puts the provider’s refusal of the details under the field, saying what was saved', async () => {
    const before = await props();
    portal.overrides.add((req) =>
      calls('POST', '/update/preferences')(req)
        ? validationError('time_from', 'Pickups start later that day.')
        : undefined,
    );
    await save(
      {
        address: before.current.ok ? before.current.value!.value : '',
        date: tomorrow(),
        time_from: '06:00',
        time_to: '07:00',
      },
      bag,
    );
    const shown = await page();
    shown.errorsExactly({ pickup: { time_from: 'Pickups start later that day.' } });
    expect(shown.toastList[0]?.message).toMatch(/pickup address was saved/);
  });

  it('says nothing was saved when both calls fail', async () => {
    portal.overrides.add((req) =>
      calls('POST', '/update/preferences')(req) || calls('POST', '/user/pickup-preferences')(req)
        ? serverError
        : undefined,
    );
    const before = await props();
    await save({
      address: before.current.ok ? before.current.value!.value : '',
      date: tomorrow(),
      time_from: '08:00',
      time_to: '09:00',
    });
    portal.overrides.clear();
    const shown = await page();
    shown.toasts({
      message: 'The service is temporarily unavailable. Please try again.',
      status: 'error',
    });
    shown.whereMatch('', { timeFrom: before.timeFrom, timeTo: before.timeTo });
  });
});
