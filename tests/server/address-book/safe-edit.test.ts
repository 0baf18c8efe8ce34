import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AddressCard } from '../../../shared/address/types';
import { messages } from '../../../shared/messages';
import { signedIn, type AssertablePage, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';
import { callsMatching } from '../../support/provider/answers';
import { BEIRUT, beirutCity } from '../../support/data/addresses';

/** spec §2.6 replaces by delete-then-create; the portal must never lose the address. */

let portal: Portal;
let visitor: InertiaBrowser;
let city: string;
beforeAll(async () => {
  portal = await startPortal({ fake: 'main', timeoutMs: 10_000 });
  visitor = await signedIn(portal.app);
  city = await beirutCity(visitor);
});
afterAll(() => portal?.close());
beforeEach(() => {
  portal.failing.clear();
  portal.calls.length = 0;
});

const CREATE = 'POST /clients/\\d+/addresses';
const DELETE = 'DELETE /clients/\\d+/addresses/.+';
const PICKUP_DEFAULT = 'POST /user/pickup-preferences';

async function book() {
  return (await visitor.visit('address-book'))
    .component('address-book/address-book')
    .prop<AddressCard[]>('addresses');
}

/** Edits `target` the way the form does; returns the page it leads to and its toasts. */
async function edit(target: AddressCard, label: string) {
  await visitor.visit(['edit-address-book', { uuid: target.id }]);
  const res = await visitor.put(['edit-address-book.update', { uuid: target.id }], {
    ...BEIRUT,
    city,
    label,
  });
  return { res, toasts: res.toastList };
}

/** The `selected` query of the redirect after an edit: the new address's id. */
function selectedFrom(page: AssertablePage): string {
  const id = new URL(page.redirects.at(-1) ?? '', 'http://x').searchParams.get('selected');
  expect(id, 'the selected address in the redirect').toBeTruthy();
  return id!;
}

const order = () =>
  portal.calls.filter((c) => /addresses|preferences/.test(c) && !c.startsWith('GET'));

describe('safe edit against a faulty provider', () => {
  it('create fails: a toast, back on the form, nothing deleted', async () => {
    const target = (await book())[1] as AddressCard;
    portal.failing.add(callsMatching(CREATE));
    const { res, toasts } = await edit(target, 'Never saved');
    res.redirectedTo(`/address-book/${target.id}/edit`);
    expect(toasts.map((t) => t.message)).toEqual([messages.toast.unavailable]);
    expect(order().some((c) => c.startsWith('DELETE'))).toBe(false);
    expect((await book()).map((a) => a.id)).toContain(target.id);
  });

  it('delete fails after the create: both kept, the user told the old one stays', async () => {
    const before = await book();
    const target = before[1] as AddressCard;
    portal.failing.add(callsMatching(DELETE));
    const { res, toasts } = await edit(target, 'Saved twice');
    res.redirectedTo('/address-book');
    const created = selectedFrom(res);
    expect(toasts.map((t) => t.message)).toEqual([messages.address.oldKept]);
    const after = (await book()).map((a) => a.id);
    expect(after).toEqual(expect.arrayContaining([target.id, created]));
    expect(order()).toEqual([
      expect.stringMatching(/^POST .*addresses$/),
      expect.stringMatching(/^DELETE/),
    ]);
  });

  it('moving the default fails: the old default address is kept, not deleted', async () => {
    const home = (await book()).find((a) => a.defaultPickup) as AddressCard;
    portal.failing.add(callsMatching(PICKUP_DEFAULT));
    const { res, toasts } = await edit(home, 'Head office again');
    res.redirectedTo('/address-book');
    expect(toasts.map((t) => t.message)).toEqual([messages.address.defaultKept]);
    expect(order().some((c) => c.startsWith('DELETE'))).toBe(false);
    expect((await book()).find((a) => a.id === home.id)?.defaultPickup).toBe(true);
  });

  it('all well: create, then the defaults move, then the delete — in that order', async () => {
    const home = (await book()).find((a) => a.defaultPickup) as AddressCard;
    const { res, toasts } = await edit(home, 'Head office moved');
    const created = selectedFrom(res);
    expect(order()).toEqual([
      expect.stringMatching(/^POST .*addresses$/),
      PICKUP_DEFAULT,
      'POST /user/shipping-preferences',
      expect.stringMatching(new RegExp(`^DELETE .*/${home.id}$`)),
    ]);
    expect(toasts.map((t) => t.message)).toEqual(['The address has been saved.']);
    const moved = (await book()).find((a) => a.id === created);
    expect(moved).toMatchObject({ defaultPickup: true, defaultShipping: true });
  });

  it('the Address Book page is the 503 page when the provider is down, never a crash', async () => {
    portal.failing.add(callsMatching('GET /clients/\\d+/addresses'));
    (await visitor.visit('address-book')).hasStatus(503).component('errors/error');
  });
});
