import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressCard } from '../../../shared/address/types';
import type { PageName, PageProps } from '../../../shared/pages';
import { expectPage, expectRedirect, Visitor } from '../support/client';
import { startTestPortal, type TestPortal } from '../support/portal';
import { BEIRUT, beirutCity, selectedFrom, signedIn } from './support';

let portal: TestPortal;
let visitor: Visitor;
let city: string;
beforeAll(async () => {
  portal = await startTestPortal();
  visitor = await signedIn(portal);
  city = await beirutCity(visitor);
});
afterAll(() => portal?.close());

/** A page object's props as its page declares them (shared/pages.ts). */
const propsOf = <N extends PageName>(page: { props: unknown }) => page.props as PageProps[N];

const book = async (query = '') =>
  propsOf<'address-book/index'>(
    expectPage(await visitor.visit(`/address-book${query}`), 'address-book/index'),
  );

describe('Address Book', () => {
  it('lists the account’s addresses with places by name and the default badges', async () => {
    const { addresses, total } = await book();
    expect(total).toBeGreaterThan(0);
    for (const a of addresses) {
      // The demo lists have entries, so the API holds ids: a name is never a short code.
      expect(a.country.length).toBeGreaterThan(3);
      expect(a.company).not.toBe('');
    }
    expect(addresses.some((a) => a.defaultPickup && a.defaultShipping)).toBe(true);
  });

  it('filters on every visible field, keeping the query, and says when nothing matches', async () => {
    const all = await book();
    const first = all.addresses[0] as AddressCard;
    const byCountry = await book(`?search=${encodeURIComponent(first.country)}`);
    expect(byCountry.search).toBe(first.country);
    expect(byCountry.addresses.map((a) => a.id)).toContain(first.id);
    const none = await book('?search=zzqx-nothing');
    expect(none.addresses).toEqual([]);
    expect(none.total).toBe(all.total);
  });

  it('adds an address: back to the book with it selected and the provider’s toast', async () => {
    const res = await visitor.send('post', '/address-book/add', { ...BEIRUT, city });
    expectRedirect(res, '/address-book');
    const id = selectedFrom(res.headers.location);
    const page = expectPage(
      await visitor.visit(res.headers.location as string),
      'address-book/index',
    );
    const props = propsOf<'address-book/index'>(page);
    expect(props.selectedId).toBe(id);
    const added = props.addresses.find((a) => a.id === id);
    expect(added).toMatchObject({ country: 'Lebanon', province: 'Beirut Governorate' });
    expect(page.flash?.toasts).toEqual([
      { message: 'The address has been saved.', status: 'success' },
    ]);
  });

  it('returns to the page that sent the user, only from the known ones', async () => {
    const toPrefs = await visitor.send('post', '/address-book/add?back=pickup-preferences', {
      ...BEIRUT,
      city,
    });
    expectRedirect(toPrefs, '/profile/pickup-preferences');
    selectedFrom(toPrefs.headers.location);
    const elsewhere = await visitor.send('post', '/address-book/add?back=https://evil.test', {
      ...BEIRUT,
      city,
    });
    expectRedirect(elsewhere, '/address-book');
  });

  it('keeps the user on the form with the schema’s messages in the form’s error bag', async () => {
    await visitor.visit('/address-book/add');
    const res = await visitor.send(
      'post',
      '/address-book/add',
      { ...BEIRUT, city, companyName: ' ', email: 'nope' },
      { 'X-Inertia-Error-Bag': 'address' },
    );
    expectRedirect(res, '/address-book/add');
    const page = expectPage(await visitor.visit('/address-book/add'), 'address-book/add');
    expect(page.props.errors).toEqual({
      address: { companyName: 'Company Name is required', email: 'Enter a valid email address' },
    });
  });

  it('puts the provider’s 422 under the form’s own field names', async () => {
    await visitor.visit('/address-book/add');
    await visitor.send('post', '/address-book/add', {
      ...BEIRUT,
      city,
      postalCode: '#!',
      addressType: 'castle',
    });
    const page = expectPage(await visitor.visit('/address-book/add'), 'address-book/add');
    const errors = page.props.errors as Record<string, string>;
    expect(Object.keys(errors).sort()).toEqual(['addressType', 'postalCode']);
  });

  it('add-address-account uses the same form and returns to My Accounts', async () => {
    const page = expectPage(await visitor.visit('/accounts/address/add'), 'address-book/add');
    expect(page.props.back).toBe('accounts');
    expectRedirect(
      await visitor.send('post', '/accounts/address/add', { ...BEIRUT, city }),
      '/accounts',
    );
  });
});

describe('Edit Address', () => {
  it('shows the saved address with its places by name', async () => {
    const [first] = (await book()).addresses as AddressCard[];
    const page = expectPage(
      await visitor.visit(`/address-book/${first!.id}/edit`),
      'address-book/edit',
    );
    const { address } = propsOf<'address-book/edit'>(page);
    expect(address.id).toBe(first!.id);
    expect(address.values.companyName).toBe(first!.company);
    expect(address.places).toEqual({
      country: first!.country,
      province: first!.province,
      city: first!.city,
    });
  });

  it('is a 404 page for an unknown id and for another account’s address', async () => {
    const unknown = await visitor.visit('/address-book/00000000-0000-0000-0000-000000000000/edit');
    expect(unknown.status).toBe(404);
    expect(unknown.body.component).toBe('errors/error');

    const page = expectPage(await visitor.visit('/address-book'), 'address-book/index');
    const [mine, other] = page.props.accounts as Array<{ id: number }>;
    await visitor.send('post', '/accounts/select', { account_id: other!.id });
    const theirs = (await book()).addresses[0] as AddressCard;
    await visitor.send('post', '/accounts/select', { account_id: mine!.id });
    expect((await book()).addresses.some((a) => a.id === theirs.id)).toBe(false);
    const foreign = await visitor.visit(`/address-book/${theirs.id}/edit`);
    expect(foreign.status).toBe(404);
  });

  it('replaces the address: new id selected, old gone, the defaults moved along', async () => {
    const before = await book();
    const home = before.addresses.find((a) => a.defaultPickup) as AddressCard;
    const res = await visitor.send('put', `/address-book/${home.id}/edit`, {
      ...BEIRUT,
      city,
      label: 'Head office (moved)',
    });
    expectRedirect(res, '/address-book');
    const id = selectedFrom(res.headers.location);
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
    await visitor.visit(`/address-book/${target.id}/edit`);
    const res = await visitor.send(
      'put',
      `/address-book/${target.id}/edit`,
      { ...BEIRUT, city: 'Atlantis' },
      { 'X-Inertia-Error-Bag': 'address' },
    );
    expectRedirect(res, `/address-book/${target.id}/edit`);
    const page = expectPage(
      await visitor.visit(`/address-book/${target.id}/edit`),
      'address-book/edit',
    );
    expect(page.props.errors).toEqual({ address: { city: 'The selected city is invalid' } });
    const after = await book();
    expect(after.addresses.map((a) => a.id)).toEqual(before.addresses.map((a) => a.id));
  });
});

describe('the popup form (address-book.store)', () => {
  it('creates a customer address without label or e-mail and hands back id and text', async () => {
    await visitor.visit('/dev/kit');
    const res = await visitor.send(
      'post',
      '/address-book?kind=customer',
      { ...BEIRUT, city, label: '', email: '' },
      { 'X-Inertia-Error-Bag': 'address-customer' },
    );
    expectRedirect(res, '/dev/kit');
    const page = await visitor.visit('/dev/kit');
    const created = page.body.flash?.createdAddress as { id: string; text: string };
    expect(created.id).toBeTruthy();
    expect(created.text).toBe(
      'Cedar Line Trading, 12 Port Street, Beirut, Beirut Governorate, Lebanon',
    );
  });

  it('keeps a client address’s rules and errors in its own bag', async () => {
    await visitor.visit('/dev/kit');
    await visitor.send(
      'post',
      '/address-book?kind=client',
      { ...BEIRUT, city, label: '' },
      { 'X-Inertia-Error-Bag': 'address-client' },
    );
    const page = await visitor.visit('/dev/kit');
    expect(page.body.props.errors).toEqual({ 'address-client': { label: 'Label is required' } });
  });
});

describe('options for the selects', () => {
  const json = async (url: string) =>
    (await visitor.agent.get(url).set('Host', 'portal.test')).body as {
      options: Array<{ value: string; label: string }>;
      hasMore?: boolean;
    };

  it('pages countries by 5 and searches them', async () => {
    const first = await json('/options/countries?page=1');
    expect(first.options).toHaveLength(5);
    expect(first.hasMore).toBe(true);
    const found = await json('/options/countries?page=1&search=leban');
    expect(found.options).toEqual([{ value: 'LB', label: 'Lebanon' }]);
    expect(found.hasMore).toBe(false);
  });

  it('gives provinces of a country, cities of a province, and none where a list is empty', async () => {
    expect((await json('/options/provinces?country=LB')).options.length).toBeGreaterThan(1);
    expect((await json('/options/provinces?country=AW')).options).toEqual([]);
    expect((await json('/options/cities?country=FR&province=01')).options).toEqual([]);
    expect((await json('/options/cities?country=LB&province=BA')).options.length).toBeGreaterThan(
      0,
    );
  });

  it('gives the enums, and nothing to a visitor who is not signed in', async () => {
    const enums = (await visitor.agent.get('/options/enums').set('Host', 'portal.test')).body as {
      address_types: unknown[];
    };
    expect(enums.address_types.length).toBeGreaterThan(0);
    const anonymous = new Visitor(portal.app);
    const res = await anonymous.agent.get('/options/countries').set('Host', 'portal.test');
    expect(res.status).toBe(302);
  });
});
