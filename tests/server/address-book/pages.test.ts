import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressCard } from '../../../shared/address/types';
import type { PageProps } from '../../../shared/pages';
import {
  browser,
  signedIn,
  type AssertablePage,
  type InertiaBrowser,
  type Target,
} from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { BEIRUT } from '../../support/data/addresses';

let portal: Portal;
let visitor: InertiaBrowser;
let city: string;
beforeAll(async () => {
  portal = await startPortal();
  visitor = await signedIn(portal.app);
  city = (await options(['options.cities', { country: 'LB', province: 'BA' }])).options[0]!.value;
});
afterAll(() => portal?.close());

type Options = { options: Array<{ value: string; label: string }>; hasMore?: boolean };
const options = (target: Target) => visitor.getJson<Options>(target);

/** The Address Book's props as its page declares them (shared/pages.ts). */
const book = async (query: Record<string, string> = {}) =>
  (await visitor.visit(['address-book', query]))
    .component('address-book/address-book')
    .prop<PageProps['address-book/address-book']>();

/** The `selected` query of the redirect after an add or edit: the new address's id. */
function selectedFrom(page: AssertablePage): string {
  const id = new URL(page.redirects.at(-1) ?? '', 'http://x').searchParams.get('selected');
  expect(id, 'the selected address in the redirect').toBeTruthy();
  return id!;
}

describe('Address Book', () => {
  it('lists the account’s addresses with places by name and the default badges', async () => {
    (await visitor.visit('address-book'))
      .component('address-book/address-book')
      .where('total', (total: number) => total > 0)
      // The demo lists have entries, so the API holds ids: a name is never a short code.
      .each('addresses', (a) =>
        a.where('country', (c: string) => c.length > 3).where('company', (c: string) => c !== ''),
      )
      .where('addresses', (list: AddressCard[]) =>
        list.some((a) => a.defaultPickup && a.defaultShipping),
      );
  });

  it('filters on every visible field, keeping the query, and says when nothing matches', async () => {
    const all = await book();
    const first = all.addresses[0] as AddressCard;
    const byCountry = await book({ search: first.country });
    expect(byCountry.search).toBe(first.country);
    expect(byCountry.addresses.map((a) => a.id)).toContain(first.id);
    const none = await book({ search: 'zzqx-nothing' });
    expect(none.addresses).toEqual([]);
    expect(none.total).toBe(all.total);
  });

  it('adds an address: back to the book with it selected and the provider’s toast', async () => {
    await visitor.visit('add-address-book');
    const page = (await visitor.post('add-address-book.store', { ...BEIRUT, city }))
      .redirectedTo('/address-book')
      .component('address-book/address-book')
      .toasts({ message: 'The address has been saved.', status: 'success' });
    expect(page.object.flash.toasts).toEqual([
      { message: 'The address has been saved.', status: 'success' },
    ]);
    const id = selectedFrom(page);
    page.where('selectedId', id);
    const added = page.prop<AddressCard[]>('addresses').find((a) => a.id === id);
    expect(added).toMatchObject({ country: 'Lebanon', province: 'Beirut Governorate' });
  });

  it('returns to the page that sent the user, only from the known ones', async () => {
    const toPrefs = await visitor.post(['add-address-book.store', { back: 'pickup-preferences' }], {
      ...BEIRUT,
      city,
    });
    toPrefs.redirectedTo('/profile/pickup-preferences');
    selectedFrom(toPrefs);
    const elsewhere = await visitor.post(
      ['add-address-book.store', { back: 'https://evil.test' }],
      { ...BEIRUT, city },
    );
    elsewhere.redirectedTo('/address-book');
  });

  it('keeps the user on the form with the schema’s messages in the form’s error bag', async () => {
    await visitor.visit('add-address-book');
    (
      await visitor.post(
        'add-address-book.store',
        { ...BEIRUT, city, companyName: ' ', email: 'nope' },
        { errorBag: 'address' },
      )
    )
      .redirectedTo('/address-book/add')
      .component('address-book/add-address-book')
      .errorsExactly({
        address: {
          companyName: 'Company Name is required',
          email: 'Enter a valid email address',
        },
      });
  });

  it('puts the provider’s 422 under the form’s own field names', async () => {
    await visitor.visit('add-address-book');
    const page = await visitor.post('add-address-book.store', {
      ...BEIRUT,
      city,
      postalCode: '#!',
      addressType: 'castle',
    });
    page.component('address-book/add-address-book');
    expect(Object.keys(page.errors()).sort()).toEqual(['addressType', 'postalCode']);
  });

  it('add-address-account uses the same form and returns to My Accounts', async () => {
    (await visitor.visit('add-address-account'))
      .component('address-book/add-address-book')
      .where('back', 'accounts');
    (await visitor.post('add-address-account.store', { ...BEIRUT, city })).redirectedTo(
      '/accounts',
    );
  });
});

describe('Edit Address', () => {
  it('shows the saved address with its places by name', async () => {
    const [first] = (await book()).addresses as AddressCard[];
    (await visitor.visit(['edit-address-book', { uuid: first!.id }]))
      .component('address-book/edit-address-book')
      .where('address.id', first!.id)
      .where('address.values.companyName', first!.company)
      .where('address.places', {
        country: first!.country,
        province: first!.province,
        city: first!.city,
      });
  });

  it('is a 404 page for an unknown id and for another account’s address', async () => {
    (await visitor.visit(['edit-address-book', { uuid: '00000000-0000-0000-0000-000000000000' }]))
      .hasStatus(404)
      .component('errors/error');

    const page = (await visitor.visit('address-book')).component('address-book/address-book');
    const [mine, other] = page.prop<Array<{ id: number }>>('accounts');
    await visitor.post('accounts.select', { account_id: other!.id });
    const theirs = (await book()).addresses[0] as AddressCard;
    await visitor.post('accounts.select', { account_id: mine!.id });
    expect((await book()).addresses.some((a) => a.id === theirs.id)).toBe(false);
    (await visitor.visit(['edit-address-book', { uuid: theirs.id }])).hasStatus(404);
  });

  it('replaces the address: new id selected, old gone, the defaults moved along', async () => {
    const before = await book();
    const home = before.addresses.find((a) => a.defaultPickup) as AddressCard;
    await visitor.visit(['edit-address-book', { uuid: home.id }]);
    const page = await visitor.put(['edit-address-book.update', { uuid: home.id }], {
      ...BEIRUT,
      city,
      label: 'Head office (moved)',
    });
    page.redirectedTo('/address-book');
    const id = selectedFrom(page);
    const after = await book();
    expect(after.addresses.some((a) => a.id === home.id)).toBe(false);
    expect(after.addresses.find((a) => a.id === id)).toMatchObject({
      label: 'Head office (moved)',
      defaultPickup: true,
      defaultShipping: true,
    });
    expect(after.total).toBe(before.total);
  });

  it('stops before anything is created when the provider’s validation fails', async () => {
    const before = await book();
    const target = before.addresses[0] as AddressCard;
    await visitor.visit(['edit-address-book', { uuid: target.id }]);
    (
      await visitor.put(
        ['edit-address-book.update', { uuid: target.id }],
        { ...BEIRUT, city: 'Atlantis' },
        { errorBag: 'address' },
      )
    )
      .redirectedTo(`/address-book/${target.id}/edit`)
      .component('address-book/edit-address-book')
      .errorsExactly({ address: { city: 'The selected city is invalid' } });
    const after = await book();
    expect(after.addresses.map((a) => a.id)).toEqual(before.addresses.map((a) => a.id));
  });
});

describe('the popup form (address-book.store)', () => {
  it('creates a customer address without label or e-mail and hands back id and text', async () => {
    await visitor.visit('/dev/kit');
    const page = await visitor.post(
      ['address-book.store', { kind: 'customer' }],
      { ...BEIRUT, city, label: '', email: '' },
      { errorBag: 'address-customer' },
    );
    page
      .redirectedTo('/dev/kit')
      .flash('createdAddress.id', (id: string) => Boolean(id))
      .flash(
        'createdAddress.text',
        'Cedar Line Trading, 12 Port Street, Beirut, Beirut Governorate, Lebanon',
      );
  });

  it('keeps a client address’s rules and errors in its own bag', async () => {
    await visitor.visit('/dev/kit');
    (
      await visitor.post(
        ['address-book.store', { kind: 'client' }],
        { ...BEIRUT, city, label: '' },
        { errorBag: 'address-client' },
      )
    ).errorsExactly({ 'address-client': { label: 'Label is required' } });
  });
});

describe('options for the selects', () => {
  it('pages countries by 5 and searches them', async () => {
    const first = await options(['options.countries', { page: 1 }]);
    expect(first.options).toHaveLength(5);
    expect(first.hasMore).toBe(true);
    const found = await options(['options.countries', { page: 1, search: 'leban' }]);
    expect(found.options).toEqual([{ value: 'LB', label: 'Lebanon' }]);
    expect(found.hasMore).toBe(false);
  });

  it('gives provinces of a country, cities of a province, and none where a list is empty', async () => {
    expect(
      (await options(['options.provinces', { country: 'LB' }])).options.length,
    ).toBeGreaterThan(1);
    expect((await options(['options.provinces', { country: 'AW' }])).options).toEqual([]);
    expect((await options(['options.cities', { country: 'FR', province: '01' }])).options).toEqual(
      [],
    );
    expect(
      (await options(['options.cities', { country: 'LB', province: 'BA' }])).options.length,
    ).toBeGreaterThan(0);
  });

  it('answers a list asked for without its country 422, with the empty list', async () => {
    for (const target of ['options.provinces', 'options.cities'] as const) {
      const res = await visitor.fetch(target);
      expect(res.status).toBe(422);
      expect(JSON.parse(String(res.body))).toEqual({ options: [] });
    }
  });

  it('gives the enums, and nothing to a visitor who is not signed in', async () => {
    const enums = await visitor.getJson<{ address_types: unknown[] }>('options.enums');
    expect(enums.address_types.length).toBeGreaterThan(0);
    const res = await browser(portal.app).fetch('options.enums');
    expect(res.status).toBe(302);
  });

  it('gives the geo lists to anyone: a quote picks its places before signing in', async () => {
    const guest = browser(portal.app);
    const found = await guest.getJson<{ options: unknown[] }>([
      'options.countries',
      { page: 1, search: 'leban' },
    ]);
    expect(found.options).toEqual([{ value: 'LB', label: 'Lebanon' }]);
    const cities = await guest.getJson<{ options: unknown[] }>([
      'options.cities',
      { country: 'LB', province: 'BA' },
    ]);
    expect(cities.options.length).toBeGreaterThan(0);
  });
});
