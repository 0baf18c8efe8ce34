/**
 * The worked examples of docs/testing.md, one per kind of screen, run as written: if one
 * of them stops being true, this file fails and the guide is corrected with it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, signedIn, type InertiaBrowser } from '../../support/inertia';
import { startPortal, type Portal } from '../../support/portal';

let portal: Portal;
let user: InertiaBrowser;
beforeAll(async () => {
  portal = await startPortal();
  user = await signedIn(portal.app);
});
afterAll(() => portal?.close());

describe('docs/testing.md worked examples', () => {
  it('an anonymous form page: Login', async () => {
    const guest = browser(portal.app);
    (await guest.visit('login')).component('auth/login').where('auth.user', null).hasNoErrors();

    (await guest.post('login.store', {}, { errorBag: 'login' }))
      .redirectedTo('/login')
      .component('auth/login')
      .hasErrors({ email: 'Email is required', password: 'Password is required' }, 'login');
  });

  it('a signed-in list with filters and pagination: My Shipments', async () => {
    (await user.visit(['shipments', { 'apply-filter': 'delivered' }]))
      .component('shipments/shipments')
      .where('table.ok', true)
      .where('table.value.filters.filter', 'delivered')
      .has('table.value.rows', 10, (row) => row.has('parentAwb').has('packages.0.status'))
      .each('table.value.rows', (row) =>
        row.each('packages', (pkg) => pkg.where('status', 'Delivered')),
      );

    // The pager asks for the table alone.
    (await user.reloadOnly(['table'], { data: { page: 2 } }))
      .keys('', ['errors', 'table'])
      .where('table.value.currentPage', 2)
      .where('table.value.filters.filter', 'delivered');

    // On a phone the cards load the next page into the list shown.
    await user.visit('shipments');
    (await user.scroll('table')).where('table.value.currentPage', 2);
    user.page.count('table.value.rows', 20).url('/shipments');
  });

  it('a page with deferred parts: the Dashboard', async () => {
    (await user.visit('dashboard'))
      .component('dashboard/dashboard')
      .deferred({ default: ['stats', 'table'] })
      .missing('stats', 'table');

    (await user.loadDeferred())
      .where('stats.ok', true)
      .has('stats.value', (stats) => stats.whereType('delivered', 'number'))
      .count('table.value.rows', 10)
      .rescued(undefined);
  });

  it('a form with an error bag and a redirect with a toast: Add Address', async () => {
    await user.visit('add-address-book');
    const [city] = (
      await user.getJson<{ options: Array<{ value: string }> }>([
        'options.cities',
        { country: 'LB', province: 'BA' },
      ])
    ).options;
    const address = {
      attention: 'Rana Haddad',
      companyName: 'Cedar Line Trading',
      email: 'rana@cedar.test',
      phoneNumber: '+96170123456',
      label: 'Port office',
      address1: '12 Port Street',
      address2: '',
      country: 'LB',
      province: 'BA',
      city: city!.value,
      postalCode: '2038',
      addressType: 'business',
    };

    (
      await user.post(
        'add-address-book.store',
        { ...address, email: 'nope' },
        { errorBag: 'address' },
      )
    )
      .redirectedTo('/address-book/add')
      .component('address-book/add-address-book')
      .errorsExactly({ email: 'Enter a valid email address' }, 'address');

    const saved = await user.post('add-address-book.store', address, { errorBag: 'address' });
    saved
      .redirectedTo('/address-book')
      .component('address-book/address-book')
      .hasNoErrors()
      .toasts({ message: 'The address has been saved.', status: 'success' });
    const selected = saved.prop<string>('selectedId');
    saved.has('addresses', (list) =>
      list.tap((rows) => expect(rows).toContainEqual(expect.objectContaining({ id: selected }))),
    );
  });

  it('a wizard: Create Shipment', async () => {
    const start = (await user.visit('create-shipment'))
      .component('shipments/create-shipment')
      .where('draft.step', 0)
      .count('draft.values.packages', 1);
    const draft = start.prop<{ id: string; values: Record<string, unknown> }>('draft');

    // The wizard saves its step as the user moves, with the page's own fetch.
    const saved = await user.sendJson('put', 'create-shipment.draft', {
      draftId: draft.id,
      step: 1,
      values: { ...draft.values, reference1: 'KEPT-1' },
    });
    expect(saved.status).toBe(204);

    // Submitting with a step left empty comes back to that step, errors in the wizard's bag.
    (
      await user.post(
        ['create-shipment.store', { draft: draft.id }],
        { draftId: draft.id, ...draft.values, reference1: 'KEPT-1', productCode: '' },
        { errorBag: 'createShipment' },
      )
    )
      .redirectedTo('/shipments/create')
      .hasErrors(['productCode'], 'createShipment')
      .where('draft.values.reference1', 'KEPT-1');

    (await user.delete('create-shipment.discard'))
      .redirectedTo('/shipments/create')
      .where('draft.step', 0)
      .where('draft.id', (id: string) => id !== draft.id);
  });
});
